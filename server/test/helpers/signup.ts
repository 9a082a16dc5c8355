// Sign-up payloads and multipart bodies for the sign-up, photo and recovery tests.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CaregiverRegisterRequest, ManagerRegisterRequest } from '@dolbom/shared-api/contracts';
import { centers } from '../../src/db/schema';

/** 역삼동, present in the gazetteer. */
export const YEOKSAM = {
  zonecode: '06236',
  roadAddress: '서울 강남구 테헤란로 152',
  jibunAddress: '서울 강남구 역삼동 737',
  bcode: '1168010100',
};

let counter = 0;
export const freshId = (prefix = 'newuser') => `${prefix}${String(++counter).padStart(4, '0')}`;

export const caregiverBody = (
  overrides: Partial<CaregiverRegisterRequest> = {},
): CaregiverRegisterRequest => ({
  id: freshId('care'),
  password: 'abcd1234!!',
  passwordCheck: 'abcd1234!!',
  name: '김돌봄',
  phone: '010-5555-0001',
  address: YEOKSAM,
  experience: [],
  introduction: '성실하게 어르신을 모시겠습니다.',
  agreePrivacy: true,
  agreeTerms: true,
  ...overrides,
});

export const managerBody = (
  centerId: number,
  overrides: Partial<ManagerRegisterRequest> = {},
): ManagerRegisterRequest => ({
  id: freshId('manager'),
  password: 'abcd1234!!',
  name: '이복지',
  phone: '010-6666-0001',
  centerId,
  hasCar: true,
  agreePrivacy: true,
  agreeTerms: true,
  ...overrides,
});

/** A center in 역삼동; `app` is anything with the database (an app, or two-processes' cluster handle). */
export async function insertCenter(app: Pick<FastifyInstance, 'db'>, name: string, nameChoseong = '') {
  const [row] = await app.db
    .insert(centers)
    .values({
      name,
      nameChoseong,
      zipCode: '06236',
      roadAddress: '서울 강남구 테헤란로 152',
      jibunAddress: '서울 강남구 역삼동 737',
      bcode: '1168010100',
      lat: 37.5,
      lng: 127.03,
      finalGrade: 'A',
      installationTime: '2015-01-01',
    })
    .returning({ id: centers.id });
  return row!.id;
}

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

export function multipart(parts: Part[]) {
  const boundary = `----dolbom${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.filename !== undefined)
      head += `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(
      Buffer.from(`${head}\r\n`),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real 6×4 PNG and a real 6×4 JPEG: photos are decoded and re-encoded, so they must be images. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAIAAAAiZtkUAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAV0lEQVQImQFMALP/AAAlSm+Uud4DKE1yl7zhBitQdQCav+QJLlN4ncLnDDFWe6DF6g8ANFl+o8jtEjdcgabL8BU6X4SpAM7zGD1ih6zR9htAZYqv1PkeQ9XKIm1O0zcVAAAAAElFTkSuQmCC',
  'base64',
);
export const JPG = Buffer.from(
  '/9j/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAEAAYDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAdEAACAgIDAQAAAAAAAAAAAAACBAEDABIFBhMi/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgb/xAAfEQEAAgIBBQEAAAAAAAAAAAABAgMEEQAFBiEiUTH/2gAMAwEAAhEDEQA/AJ+08cr0R7lFuPVVYUrtAIVeUqvo+Wn1xnyIdIkRTGR1iNfWwB1riuutjGO/Ex7pFllcWSR2oK+p+vLzt7ExsnplVl9cZS8m0F0SQNvwAPgBz//Z',
  'base64',
);

/** A mutable clock for expiry tests. */
export function testClock(start = new Date('2026-03-02T09:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
}
