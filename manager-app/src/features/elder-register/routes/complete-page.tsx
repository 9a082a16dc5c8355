import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, FullPageMessage, IconCheck } from '@dolbom/shared-ui';
import { ELDER_TEXT as T } from '../messages';

/** /complete2: the elder is registered (spec §2: the text names the elder); 확인 → /. */
export function ElderCompletePage() {
  const navigate = useNavigate();
  const name = useSearchParams()[0].get('name') ?? '';
  return (
    <FullPageMessage
      mark={<IconCheck size={36} strokeWidth={3} />}
      title={<Title>{T.completeTitle(name)}</Title>}
      body={T.completeBody}
      action={
        <Action>
          <Button onClick={() => navigate('/', { replace: true })}>{T.confirm}</Button>
        </Action>
      }
    />
  );
}

const Title = styled.span`
  white-space: pre-line;
`;
const Action = styled.div`
  width: 100%;
  margin-top: ${({ theme }) => theme.space.xl}px;
`;
