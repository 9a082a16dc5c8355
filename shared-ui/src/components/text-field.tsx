import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import styled from 'styled-components';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label above the input. */
  label?: ReactNode;
  /** Element at the right of the input, e.g. a 중복 확인 button. */
  right?: ReactNode;
  /** Error message shown below in red (role="alert"); also sets aria-invalid. */
  error?: ReactNode;
  /** Neutral hint shown below when there is no error. */
  helper?: ReactNode;
  /** Success message shown below in green when there is no error (e.g. '사용 가능한 아이디입니다.'). */
  success?: ReactNode;
  /** Shows `current/max` under the input; needs `maxLength`. */
  showCounter?: boolean;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  width: 100%;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Input = styled.input<{ $invalid: boolean }>`
  flex: 1;
  min-width: 0;
  min-height: 3.5rem;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  color: ${({ theme }) => theme.colors.text};
  transition: border-color 0.15s ease;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textTertiary};
  }

  &:focus {
    border-color: ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.primary)};
    box-shadow: 0 0 0 1px ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.primary)};
    outline: none;
  }

  &:disabled,
  &:read-only {
    background: ${({ theme }) => theme.colors.gray100};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Below = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 0;
`;

const Message = styled.p<{ $tone: 'error' | 'success' | 'helper' }>`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ $tone, theme }) =>
    $tone === 'error'
      ? theme.colors.danger
      : $tone === 'success'
        ? theme.colors.success
        : theme.colors.textSecondary};
`;

const Counter = styled.span`
  margin-left: auto;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textTertiary};
  font-variant-numeric: tabular-nums;
`;

const lengthOf = (value: unknown): number =>
  value === undefined || value === null ? 0 : String(value).length;

/**
 * Labelled text input. Forwards ref and native props, so `{...register('loginId')}` from
 * react-hook-form works. The counter follows the value whether the input is controlled or not.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, right, error, helper, success, showCounter = false, id, className, onChange, maxLength, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `tf-${autoId}`;
  const messageId = `${inputId}-message`;
  const counterId = `${inputId}-counter`;
  const [uncontrolledLength, setUncontrolledLength] = useState(() => lengthOf(rest.defaultValue));
  const length = rest.value !== undefined ? lengthOf(rest.value) : uncontrolledLength;

  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const note = hasError ? error : (success ?? helper);
  const tone = hasError ? 'error' : success ? 'success' : 'helper';
  const counter = showCounter && maxLength !== undefined;
  const describedBy =
    [rest['aria-describedby'], note ? messageId : undefined, counter ? counterId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <Field className={className}>
      {label && <Label htmlFor={inputId}>{label}</Label>}
      <Row>
        <Input
          ref={ref}
          id={inputId}
          maxLength={maxLength}
          $invalid={hasError}
          onChange={handleChange}
          {...rest}
          aria-invalid={hasError || rest['aria-invalid'] || undefined}
          aria-describedby={describedBy}
        />
        {right}
      </Row>
      {(note || counter) && (
        <Below>
          {note && (
            <Message id={messageId} $tone={tone} role={hasError ? 'alert' : undefined}>
              {note}
            </Message>
          )}
          {counter && (
            <Counter id={counterId}>
              {length}/{maxLength}
            </Counter>
          )}
        </Below>
      )}
    </Field>
  );
});
