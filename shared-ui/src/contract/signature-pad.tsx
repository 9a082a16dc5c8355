import { useCallback, useEffect, useRef, type PointerEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@dolbom/shared-ui';

/** Points in the pad's own box, whole numbers: 0–1000 across, 0–400 down (the server's signature box). */
export type SignatureStroke = Array<[number, number]>;
const BOX = { width: 1000, height: 400 };

export interface SignaturePadProps {
  strokes: SignatureStroke[];
  onChange: (strokes: SignatureStroke[]) => void;
  /** The pad's accessible name (`서명`). */
  label: string;
  clearLabel?: string;
  hint?: string;
}

function paint(canvas: HTMLCanvasElement, strokes: readonly SignatureStroke[]) {
  const ctx = canvas.getContext?.('2d');
  if (!ctx) return;
  const ratio = window.devicePixelRatio || 1;
  const { width, height } = canvas.getBoundingClientRect();
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.scale(canvas.width / BOX.width, canvas.height / BOX.height);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = 12;
  ctx.strokeStyle = '#1a1a1f';
  for (const s of strokes) {
    if (s.length === 0) continue;
    ctx.beginPath();
    ctx.moveTo(s[0]![0], s[0]![1]);
    for (const [x, y] of s.length === 1 ? [[s[0]![0] + 4, s[0]![1]] as const] : s.slice(1)) ctx.lineTo(x, y);
    ctx.stroke();
  }
}

/**
 * A drawn signature: pointer events (a finger, a pen or a mouse), one stroke per touch, drawn into a
 * fixed 1000 × 400 box whatever the pad's width on screen (a 320px phone too). Scrolling stops while
 * drawing on it (touch-action: none).
 */
export function SignaturePad({ strokes, onChange, label, clearLabel = '지우기', hint }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const current = useRef<SignatureStroke | null>(null);
  const latest = useRef(strokes);
  latest.current = strokes;

  const repaint = useCallback(() => {
    if (!canvas.current) return;
    paint(canvas.current, current.current ? [...latest.current, current.current] : latest.current);
  }, []);
  useEffect(repaint, [strokes, repaint]);
  useEffect(() => {
    window.addEventListener('resize', repaint);
    return () => window.removeEventListener('resize', repaint);
  }, [repaint]);

  const pointOf = (e: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const r = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)));
    return [
      clamp(((e.clientX - r.left) / (r.width || 1)) * BOX.width, BOX.width),
      clamp(((e.clientY - r.top) / (r.height || 1)) * BOX.height, BOX.height),
    ];
  };
  const finish = () => {
    const stroke = current.current;
    current.current = null;
    if (stroke) onChange([...latest.current, stroke]);
  };

  return (
    <Wrap>
      <Canvas
        ref={canvas}
        role="img"
        aria-label={label}
        data-strokes={strokes.length}
        onPointerDown={(e) => {
          e.preventDefault();
          e.currentTarget.setPointerCapture?.(e.pointerId);
          current.current = [pointOf(e)];
          repaint();
        }}
        onPointerMove={(e) => {
          const stroke = current.current;
          if (!stroke) return;
          const p = pointOf(e);
          const last = stroke[stroke.length - 1]!;
          if (Math.abs(p[0] - last[0]) + Math.abs(p[1] - last[1]) < 4) return;
          stroke.push(p);
          repaint();
        }}
        onPointerUp={finish}
        onPointerCancel={finish}
      />
      <Row>
        {hint && <Hint>{hint}</Hint>}
        <Button type="button" variant="outline" disabled={strokes.length === 0} onClick={() => onChange([])}>
          {clearLabel}
        </Button>
      </Row>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;
const Canvas = styled.canvas`
  width: 100%;
  aspect-ratio: 5 / 2;
  touch-action: none;
  border: 2px dashed ${({ theme }) => theme.colors.gray500};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.background};
  cursor: crosshair;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
`;
