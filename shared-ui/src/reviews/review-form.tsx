// 후기 쓰기 (issue 34): the three questions of the writer's side as 1–5 big buttons, the yes/no question,
// up to 200 characters with a counter, and one submit. The body is checked with the server's schema.
import { useState } from 'react';
import styled from 'styled-components';
import {
  REVIEW_MESSAGES,
  REVIEW_QUESTIONS,
  REVIEW_TEXT_MAX,
  reviewBodySchema,
  type ReviewSide,
} from '@dolbom/shared-api/contracts';
import { Button, ChipGroup } from '@dolbom/shared-ui';

export interface ReviewFormValues {
  ratings: [number, number, number];
  again: boolean;
  text: string;
}

export interface ReviewFormProps {
  /** The writer's side: which questions. */
  side: ReviewSide;
  /** Sends it; answers the failure's words, or null when it was written. */
  onSubmit: (body: ReviewFormValues) => Promise<string | null>;
}

// Numbers alone, so the five fit on one row of a phone; the hint says which end is good.
const SCALE = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }));
const SCALE_HINT = '1 아쉬워요 · 5 아주 좋아요';
const YES_NO = [
  { value: 'yes', label: '예' },
  { value: 'no', label: '아니요' },
] as const;

export function ReviewForm({ side, onSubmit }: ReviewFormProps) {
  const q = REVIEW_QUESTIONS[side];
  const [ratings, setRatings] = useState<(number | null)[]>([null, null, null]);
  const [again, setAgain] = useState<'yes' | 'no' | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (busy) return;
    const parsed = reviewBodySchema.safeParse({
      ratings,
      again: again === null ? undefined : again === 'yes',
      text,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'ratings' ? `r${String(issue.path[1] ?? '')}` : String(issue.path[0]);
        next[key] ??= issue.message;
      }
      // A missing rating is reported on each question left empty.
      ratings.forEach((r, i) => {
        if (r === null) next[`r${i}`] = REVIEW_MESSAGES.rating;
      });
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure('');
    setBusy(true);
    try {
      const problem = await onSubmit(parsed.data as ReviewFormValues);
      if (problem) setFailure(problem);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form
      aria-label="후기 쓰기"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {q.ratings.map((question, i) => (
        <ChipGroup<number>
          key={question}
          label={question}
          hint={i === 0 ? SCALE_HINT : undefined}
          options={SCALE}
          columns={5}
          value={ratings[i]}
          error={errors[`r${i}`]}
          onChange={(v) => setRatings((prev) => prev.map((r, j) => (j === i ? v : r)))}
        />
      ))}
      <ChipGroup<'yes' | 'no'>
        label={q.again}
        options={YES_NO}
        columns={2}
        value={again}
        error={errors['again']}
        onChange={setAgain}
      />
      <TextBox>
        <label htmlFor="review-text">
          하고 싶은 말 <Hint>(선택)</Hint>
        </label>
        <textarea
          id="review-text"
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          value={text}
          aria-invalid={errors['text'] ? true : undefined}
          aria-describedby="review-text-count"
          onChange={(e) => setText(e.target.value)}
        />
        <Counter id="review-text-count">{`${text.length}/${REVIEW_TEXT_MAX}`}</Counter>
        {errors['text'] && <Problem role="alert">{errors['text']}</Problem>}
      </TextBox>
      <Note>상대방이 쓰지 않아도 14일이 지나면 공개돼요.</Note>
      {failure && <Problem role="alert">{failure}</Problem>}
      <Button type="submit" size="large" loading={busy} disabled={busy}>
        후기 보내기
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;
const TextBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  & label {
    font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  & textarea {
    width: 100%;
    min-height: 7rem;
    padding: ${({ theme }) => theme.space.sm}px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md}px;
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
    resize: vertical;
  }
`;
const Hint = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Counter = styled.span`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Problem = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.danger};
`;
