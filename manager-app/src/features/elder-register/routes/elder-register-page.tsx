import { useEffect, useState } from 'react';
import { useElderWizard } from '../store';
import { ElderWizard } from '../components/elder-wizard';

/** /elder-register 어르신 등록: a new elder (a draft left from editing another elder is dropped). */
export function ElderRegisterPage() {
  const kind = useElderWizard((s) => s.mode.kind);
  const start = useElderWizard((s) => s.start);
  const [ready, setReady] = useState(kind === 'create');
  useEffect(() => {
    if (kind !== 'create') start({ kind: 'create' });
    setReady(true);
  }, [kind, start]);
  return ready ? <ElderWizard /> : null;
}
