import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Header, PageBody, TextField } from '@dolbom/shared-ui';
import { PagedList } from '../../../components/paged-list';
import { usersKey } from '../api/find-users';
import type { AdminUser } from '../api/types';
import { UserCard } from '../components/user-card';
import { USERS_TEXT as T } from '../messages';

const MAX_QUERY = 50;

/** /admin/users 회원 찾기: by login id, name or phone; the query stays in the URL (?q=) for 뒤로 가기. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [error, setError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const next = text.trim();
    if (next.length > MAX_QUERY) return setError(T.queryLong);
    setError(null);
    setParams(next ? { q: next } : {}, { replace: true });
  }

  return (
    <>
      <Header title={T.title} />
      <PageBody $gap={16}>
        <Form role="search" onSubmit={submit}>
          <TextField
            label={T.searchLabel}
            type="search"
            enterKeyHint="search"
            value={text}
            placeholder={T.searchPlaceholder}
            error={error ?? undefined}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit">{T.search}</Button>
        </Form>
        <PagedList<AdminUser>
          key={q}
          label={T.list}
          keyFor={(page) => usersKey(q, page)}
          itemKey={(u) => u.id}
          renderItem={(u) => <UserCard user={u} />}
          empty={T.empty}
          emptyDescription={q ? T.emptyHint : undefined}
          showTotal
        />
      </PageBody>
    </>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;
