/** The clock control call moves the fake backend's time forward only, and a reset puts it back. */
import controlRoutes from '../../../mock/control';
import { now } from '../../../mock/_db/clock';
import { mockControlApi } from '../../../src/domain/mock/endpoints';
import { route } from './fakeHttp';

const HOUR = 3_600_000;

afterAll(() =>
  route(controlRoutes, `${mockControlApi.resetBackend.method} ${mockControlApi.resetBackend.path}`, { body: { seed: 'test' } }),
);

it('moves the clock forward and a reset brings it back to real time', async () => {
  const clock = `${mockControlApi.advanceClock.method} ${mockControlApi.advanceClock.path}`;
  const first = await route(controlRoutes, clock, { body: { minutes: 60 } });
  expect(first.statusCode).toBe(200);
  expect(now() - Date.now()).toBeGreaterThan(HOUR - 5_000);
  const second = await route(controlRoutes, clock, { body: { minutes: 30 } });
  expect((second.body as { aheadMinutes: number }).aheadMinutes).toBe(90);
  for (const minutes of [0, -5, 1.5, 'x', 600_000]) {
    expect((await route(controlRoutes, clock, { body: { minutes } })).statusCode).toBe(400);
  }
  await route(controlRoutes, `${mockControlApi.resetBackend.method} ${mockControlApi.resetBackend.path}`, { body: { seed: 'test' } });
  expect(Math.abs(now() - Date.now())).toBeLessThan(5_000);
});
