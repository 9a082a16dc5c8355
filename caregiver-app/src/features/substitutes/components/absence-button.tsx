import { useState } from 'react';
import { Button } from '@dolbom/shared-ui';
import type { JobDetail } from '@dolbom/shared-api/contracts';
import { StatusLine } from '../../jobs/components/notice';
import { useReportAbsence } from '../api/substitutes';
import { SUBSTITUTE_TEXT as T } from '../messages';
import { AbsenceDialog } from './absence-dialog';

/** `이날 못 가요` on her active job: the dialog, then a line saying the center was told. */
export function AbsenceButton({ job }: { job: JobDetail }) {
  const report = useReportAbsence();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <>
      {sent && <StatusLine role="status">{T.absenceSent}</StatusLine>}
      <Button variant="secondary" size="large" onClick={() => setOpen(true)}>
        {T.absence}
      </Button>
      {open && (
        <AbsenceDialog
          open={open}
          week={job.schedule}
          startDate={job.startDate}
          onClose={() => setOpen(false)}
          onSend={async (body) => {
            await report(job.jobId, body);
            setSent(true);
          }}
        />
      )}
    </>
  );
}
