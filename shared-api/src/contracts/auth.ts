import { z } from 'zod';
import { ROLES } from './constants';
import { textSchema, withTextRule } from './primitives';

export {
  ROLES,
  AUTH_HEADER,
  REFRESH_HEADER,
  DEVICE_TOKEN_HEADER,
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS_AUTO,
  REFRESH_TOKEN_TTL_SECONDS_SESSION,
  LOGIN_MESSAGES,
  suspendedMessage,
  type Role,
  type User,
} from './constants';

export const roleSchema = z.enum(ROLES);

export const loginRequestSchema = z.object({
  id: withTextRule(z.string().trim()).min(1, '아이디를 입력해주세요.').max(20, '아이디가 잘못되었습니다.'),
  password: textSchema().min(1, '비밀번호를 입력해주세요.').max(20, '비밀번호가 잘못되었습니다.'),
  autoLogin: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** `GET /api/user`: the role fetch. */
export const userSchema = z.object({
  userId: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  role: roleSchema,
});

/** Login answers with the user too, so the client need not ask again. Tokens are in the headers. */
export const loginResponseSchema = z.object({ user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
