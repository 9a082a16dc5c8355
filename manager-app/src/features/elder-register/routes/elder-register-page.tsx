import { ElderWizard } from '../components/elder-wizard';

/** /elder-register 어르신 등록: a new elder (a draft left in this tab is picked up again). */
export function ElderRegisterPage() {
  return <ElderWizard />;
}
