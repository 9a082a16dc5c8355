import { useId, useState } from 'react';
import styled from 'styled-components';
import useSWR, { useSWRConfig } from 'swr';
import { Button, DialogActions, DialogBody, DialogTitle, Modal, TextField } from '@dolbom/shared-ui';
import { api, isApiError } from '@dolbom/shared-api';
import {
  addDays,
  dayInterval,
  koreanDate,
  NO_SHOW_TEXT,
  SUBSTITUTE_MESSAGES,
  weekdayOf,
  type JobDetail,
  type NoShowRecord,
} from '@dolbom/shared-api/contracts';
import { dateText } from '../../../lib/format';

const recordKey = (caregiverId: number) => `/api/manager/caregivers/${caregiverId}/no-shows`;

/** The job's last visit day up to today (the picker's first value). */
function lastVisit(job: JobDetail): string {
  let date = koreanDate(new Date());
  for (let i = 0; i < 7 && !dayInterval(job.schedule[weekdayOf(date)]); i++) date = addDays(date, -1);
  return date;
}

/**
 * How many visits she did not come to without a word, and for each the day and center on one line and her
 * answer on its own (none: nothing).
 */
function NoShowLines({ record }: { record: NoShowRecord }) {
  if (record.count === 0) return null;
  return (
    <>
      <Title>
        {NO_SHOW_TEXT} {record.count}건
      </Title>
      <List>
        {record.content.map((n) => (
          <li key={n.id}>
            <span>
              {dateText(n.date)} · {n.centerName}
            </span>
            {n.reply && <Reply>요양보호사 답변: {n.reply}</Reply>}
          </li>
        ))}
      </List>
    </>
  );
}

/**
 * On the caregiver's page (issue 35: the record managers see): her no-show record, when she has one, as a
 * card like the resume's sections around it.
 */
export function NoShowRecordOf({ caregiverId }: { caregiverId: number }) {
  const { data } = useSWR<NoShowRecord>(recordKey(caregiverId));
  if (!data || data.count === 0) return null;
  return (
    <Card aria-label={NO_SHOW_TEXT}>
      <NoShowLines record={data} />
    </Card>
  );
}

/**
 * `연락 없이 오지 않았어요` on a job: the caregiver's record as managers see it (how many, and her answers),
 * and recording a visit she did not come to (a visit day up to today; twice is one record).
 */
export function NoShowOnJob({ job }: { job: JobDetail }) {
  const { mutate } = useSWRConfig();
  const { data } = useSWR<NoShowRecord>(recordKey(job.caregiverId));
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(() => lastVisit(job));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const titleId = useId();
  async function send() {
    if (busy) return;
    if (date < job.startDate || date > koreanDate(new Date()) || !dayInterval(job.schedule[weekdayOf(date)]))
      return setFailure(SUBSTITUTE_MESSAGES.date);
    setBusy(true);
    setFailure('');
    try {
      const record = await api.post<NoShowRecord>('/api/manager/no-shows', { jobId: job.jobId, date });
      await mutate(recordKey(job.caregiverId), record, { revalidate: false });
      setOpen(false);
    } catch (e) {
      setFailure(isApiError(e) ? e.message : '기록하지 못했어요. 다시 시도해주세요.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Box aria-label={NO_SHOW_TEXT}>
      {data && <NoShowLines record={data} />}
      <Button variant="outline" onClick={() => setOpen(true)}>
        {NO_SHOW_TEXT}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId} placement="bottom">
        <DialogBody>
          <DialogTitle id={titleId}>{NO_SHOW_TEXT}</DialogTitle>
          <Fields>
            <TextField
              label="오지 않은 날"
              type="date"
              value={date}
              error={failure || undefined}
              onChange={(e) => setDate(e.target.value)}
            />
          </Fields>
        </DialogBody>
        <DialogActions>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            취소
          </Button>
          <Button variant="danger" onClick={() => void send()} loading={busy} disabled={busy}>
            기록하기
          </Button>
        </DialogActions>
      </Modal>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Card = styled(Box)`
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  li {
    display: flex;
    flex-direction: column;
    word-break: keep-all;
    /* A long center name without spaces wraps instead of widening the page. */
    overflow-wrap: anywhere;
  }
`;
const Reply = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Fields = styled.div`
  margin-top: ${({ theme }) => theme.space.md}px;
  text-align: left;
`;
