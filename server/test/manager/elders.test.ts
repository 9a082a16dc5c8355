// Elder registration and admin: create (with ` (2)` for a repeated name), list, read, update.
import { ERROR_CODES } from '@dolbom/shared-api/contracts';
import { elderBody, useManagerDemo } from './helpers';

const { manager, other, caregiver } = useManagerDemo();

describe('POST /api/manager/elder/create', () => {
  it('saves the elder, places it, and lists it first', async () => {
    const res = await manager('POST', '/api/manager/elder/create', elderBody({ name: '등록첫째' }));
    expect(res.statusCode).toBe(201);
    const { elderId, name } = res.json();
    expect(name).toBe('등록첫째');
    const list = await manager('GET', '/api/manager/elder');
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toEqual({
      elderId,
      elderName: '등록첫째',
      gender: 'female',
      rank: 3,
      address: '서울 강남구 역삼로 310',
      birth: '1940-05-01',
      recruiting: true,
      careEnded: null,
    });
  });

  it('saves a repeated name as `이름 (2)`, then `(3)`, also when sent at once', async () => {
    const names: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await manager('POST', '/api/manager/elder/create', elderBody({ name: '중복이름' }));
      expect(res.statusCode).toBe(201);
      names.push(res.json().name);
    }
    expect(names).toEqual(['중복이름', '중복이름 (2)']);
    const together = await Promise.all(
      [0, 1, 2].map(() => manager('POST', '/api/manager/elder/create', elderBody({ name: '중복이름' }))),
    );
    expect(together.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(together.map((r) => r.json().name).sort()).toEqual([
      '중복이름 (3)',
      '중복이름 (4)',
      '중복이름 (5)',
    ]);
    // Another manager's elder of the same name does not count.
    const elsewhere = await other('POST', '/api/manager/elder/create', elderBody({ name: '중복이름' }));
    expect(elsewhere.json().name).toBe('중복이름');
  });

  it('100 creates of one name at once, without an Idempotency-Key: all 201, 100 different names', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        manager('POST', '/api/manager/elder/create', elderBody({ name: '동시이름' })),
      ),
    );
    expect(answers.filter((r) => r.statusCode !== 201).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    const names = answers.map((r) => r.json().name as string);
    expect(new Set(names).size).toBe(100);
    expect(names).toEqual(
      expect.arrayContaining(['동시이름', '동시이름 (2)', '동시이름 (50)', '동시이름 (100)']),
    );
  });

  it('answers 400 with a Korean message for bad input', async () => {
    const noName = await manager('POST', '/api/manager/elder/create', elderBody({ name: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ code: ERROR_CODES.VALIDATION, message: '이름을 입력해주세요.' });
    const noDay = await manager(
      'POST',
      '/api/manager/elder/create',
      elderBody({ schedule: [null, null, null, null, null, null, null] }),
    );
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().message).toBe('근무 요일을 1개 이상 선택해주세요.');
    const nowhere = await manager(
      'POST',
      '/api/manager/elder/create',
      elderBody({ address: { roadAddress: '어딘가 1', bcode: '9999999999' } }),
    );
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toBe('주소를 찾을 수 없어요. 주소를 다시 검색해주세요.');
    const longNote = await manager(
      'POST',
      '/api/manager/elder/create',
      elderBody({ message: '가'.repeat(301) }),
    );
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().message).toBe('요양보호사에게 남길 말은 300자 이내로 입력해주세요.');
  });

  it('keeps a 요양보호사에게 남길 말 of up to 300 characters (PRODUCT.md "Data rules", issue 30)', async () => {
    const body = elderBody({ name: '긴메모', message: '가'.repeat(300) });
    const created = await manager('POST', '/api/manager/elder/create', body);
    expect(created.statusCode).toBe(201);
    const read = await manager('GET', `/api/manager/elder/${created.json().elderId}`);
    expect(read.json().message).toBe('가'.repeat(300));
  });

  it('is for managers only', async () => {
    const res = await caregiver('POST', '/api/manager/elder/create', elderBody());
    expect(res.statusCode).toBe(403);
    expect((await caregiver('GET', '/api/manager/elder')).statusCode).toBe(403);
  });
});

describe('GET and PUT /api/manager/elder/{elderId}', () => {
  it('round-trips every registration field', async () => {
    const body = elderBody({ name: '수정대상' });
    const { elderId } = (await manager('POST', '/api/manager/elder/create', body)).json();
    const read = await manager('GET', `/api/manager/elder/${elderId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...body, elderId, recruiting: true, careEnded: null });

    const changed = elderBody({
      name: '수정완료',
      gender: 'male',
      rank: 6,
      address: {
        zonecode: '04037',
        roadAddress: '서울 마포구 와우산로 94',
        jibunAddress: '서울 마포구 서교동 338-1',
        bcode: '1144012000',
      },
      schedule: [null, null, null, null, null, { start: '10:00:00', end: '14:00:00' }, null],
      meal: ['콧줄 식사'],
      toileting: ['기저귀 케어 필요'],
      mobility: ['거동 불가'],
      daily: [],
      workRequirement: '입주 요양',
      wageType: '월급',
      wage: 2500000,
      family: '집에 없어요',
      pet: '있어요',
      message: '',
    });
    const put = await manager('PUT', `/api/manager/elder/${elderId}`, changed);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ ...changed, elderId, recruiting: true, careEnded: null });
    expect((await manager('GET', `/api/manager/elder/${elderId}`)).json()).toEqual({
      ...changed,
      elderId,
      recruiting: true,
      careEnded: null,
    });
    const row = (await manager('GET', '/api/manager/elder'))
      .json()
      .find((e: { elderId: number }) => e.elderId === elderId);
    expect(row).toMatchObject({ elderName: '수정완료', rank: 6, address: '서울 마포구 와우산로 94' });
  });

  it('keeps a suffixed name on a round trip and suffixes a rename onto a taken name', async () => {
    await manager('POST', '/api/manager/elder/create', elderBody({ name: '같은이름' }));
    const second = (
      await manager('POST', '/api/manager/elder/create', elderBody({ name: '같은이름' }))
    ).json();
    expect(second.name).toBe('같은이름 (2)');
    const loaded = (await manager('GET', `/api/manager/elder/${second.elderId}`)).json();
    const { elderId: _id, ...body } = loaded;
    const same = await manager('PUT', `/api/manager/elder/${second.elderId}`, body);
    expect(same.statusCode).toBe(200);
    expect(same.json().name).toBe('같은이름 (2)');

    const third = (
      await manager('POST', '/api/manager/elder/create', elderBody({ name: '다른이름' }))
    ).json();
    const renamed = await manager(
      'PUT',
      `/api/manager/elder/${third.elderId}`,
      elderBody({ name: '같은이름' }),
    );
    expect(renamed.json().name).toBe('같은이름 (3)');
  });

  it('answers 404 for another manager’s elder and a missing one, and 400 for bad input', async () => {
    const theirs = (await other('GET', '/api/manager/elder')).json()[0].elderId;
    expect((await manager('GET', `/api/manager/elder/${theirs}`)).statusCode).toBe(404);
    const put = await manager('PUT', `/api/manager/elder/${theirs}`, elderBody({ name: '가로채기' }));
    expect(put.statusCode).toBe(404);
    expect((await other('GET', `/api/manager/elder/${theirs}`)).json().name).not.toBe('가로채기');
    expect((await manager('GET', '/api/manager/elder/999999')).statusCode).toBe(404);

    const mine = (await manager('GET', '/api/manager/elder')).json()[0].elderId;
    const bad = await manager('PUT', `/api/manager/elder/${mine}`, elderBody({ wage: -1 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('급여는 0원 이상 10,000,000원 이하로 입력해주세요.');
  });

  it('is for managers only', async () => {
    const mine = (await manager('GET', '/api/manager/elder')).json()[0].elderId;
    expect((await caregiver('GET', `/api/manager/elder/${mine}`)).statusCode).toBe(403);
    expect((await caregiver('PUT', `/api/manager/elder/${mine}`, elderBody())).statusCode).toBe(403);
  });
});
