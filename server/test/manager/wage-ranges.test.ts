// Issue 15 finding 6: each wage type has its own sane range, on the server as in the form
// (shared-api/src/contracts/wage-ranges.ts): 월급 13,000원 and 시급 2,500,000원 are refused.
import { elderBody, useManagerDemo } from './helpers';

const { manager, elders, cg } = useManagerDemo(['caregiver05']);

describe('wage ranges per wage type', () => {
  it.each([
    ['시급', 10_319, '시급은 10,320원 이상 100,000원 이하로 입력해주세요.'],
    ['시급', 2_500_000, '시급은 10,320원 이상 100,000원 이하로 입력해주세요.'],
    ['월급', 13_000, '월급은 1,000,000원 이상 10,000,000원 이하로 입력해주세요.'],
    ['일급', 13_000, '일급은 80,000원 이상 500,000원 이하로 입력해주세요.'],
    ['건별', 1_000_000, '건별은 10,000원 이상 300,000원 이하로 입력해주세요.'],
  ] as const)('refuses %s %d원 on elder create, edit and contact', async (wageType, wage, message) => {
    const create = await manager('POST', '/api/manager/elder/create', elderBody({ wageType, wage }));
    expect(create.statusCode).toBe(400);
    expect(create.json()).toMatchObject({ message, fields: { wage: message } });
    const edit = await manager(
      'PUT',
      `/api/manager/elder/${elders['김순례']}`,
      elderBody({ wageType, wage }),
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(message);
    const contact = await manager('POST', '/api/manager/contact', {
      caregiverId: cg['caregiver05'],
      elderId: elders['김순례'],
      workType: '방문 요양',
      wageType,
      wage,
      phone: '010-1234-5678',
      message: '',
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().message).toBe(message);
  });

  it('accepts the edges: 시급 10,320원, 월급 10,000,000원', async () => {
    const low = await manager(
      'POST',
      '/api/manager/elder/create',
      elderBody({ wageType: '시급', wage: 10_320 }),
    );
    expect(low.statusCode).toBe(201);
    const high = await manager(
      'POST',
      '/api/manager/elder/create',
      elderBody({ name: '나월급', wageType: '월급', wage: 10_000_000 }),
    );
    expect(high.statusCode).toBe(201);
  });
});
