import { developerStatus, REVIEW_DELAY_MS, submitApplication } from '../../../mock/_db/dev/applications';
import { resetClock, setClock } from '../../../mock/_db/clock';
import { resetDb } from '../../../mock/_db/store';
import type { MockDb } from '../../../mock/_db/types';
import { findUserByUsername, toCurrentUser } from '../../../mock/_db/users';
import { failureOf } from '../mock/failure';

let db: MockDb;
let clock = Date.UTC(2025, 0, 1);
const user = (name: string) => findUserByUsername(db, name)!;

beforeEach(() => {
  db = resetDb();
  clock = Date.UTC(2025, 0, 1);
  setClock(() => clock);
});
afterAll(resetClock);

const VALID = {
  applicantType: 'COMPANY',
  name: 'Buyer Tools',
  contactEmail: 'dev@buyer-tools.example',
  website: 'https://buyer-tools.example',
  redirectUris: ['https://buyer-tools.example/callback', 'http://localhost:3000/cb'],
  purpose: 'Reprices my demands from the weekly price trend every hour.',
};

describe('developer application', () => {
  it('starts with no application for buyer; trader is approved with a client and the developer flag', () => {
    expect(developerStatus(db, user('buyer'))).toEqual({ status: 'NONE', history: [] });
    const trader = developerStatus(db, user('trader'));
    expect(trader.status).toBe('APPROVED');
    expect(trader.client?.clientId).toMatch(/^dev_/);
    expect(toCurrentUser(db, user('trader')).developer).toBe(true);
  });

  it('checks the fields with the generic rules and their English messages', () => {
    const failure = failureOf(() =>
      submitApplication(db, user('buyer'), {
        ...VALID,
        applicantType: 'ROBOT',
        name: ' ',
        contactEmail: 'nope',
        redirectUris: ['not a url'],
        purpose: 'short',
      }),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.violations).toEqual([
      { field: 'applicantType', message: 'applicantType must be one of INDIVIDUAL, COMPANY' },
      { field: 'name', message: 'name is required' }, // trimmed first
      { field: 'contactEmail', message: 'contactEmail is not a valid email' },
      { field: 'purpose', message: 'purpose must be between 20 and 1000 characters' },
      { field: 'redirectUris', message: 'redirectUris[0] is not a valid url' },
    ]);
    expect(failureOf(() => submitApplication(db, user('buyer'), { ...VALID, redirectUris: [] })).body.violations).toEqual([
      { field: 'redirectUris', message: 'redirectUris is required' },
    ]);
  });

  it('stays pending until the review delay has passed, then approves and issues a client', () => {
    const app = submitApplication(db, user('buyer'), VALID);
    expect(app.status).toBe('PENDING');
    clock += REVIEW_DELAY_MS - 1;
    expect(developerStatus(db, user('buyer'))).toMatchObject({
      status: 'PENDING',
      expectedReviewAt: new Date(Date.parse(app.submittedAt) + REVIEW_DELAY_MS).toISOString(),
    });
    clock += 1;
    const done = developerStatus(db, user('buyer'));
    expect(done.status).toBe('APPROVED');
    expect(done.client?.redirectUris).toEqual(VALID.redirectUris);
    expect(done.client?.clientSecret).toMatch(/^sec_/);
    expect(toCurrentUser(db, user('buyer')).developer).toBe(true);
    // a second application is refused once approved
    expect(failureOf(() => submitApplication(db, user('buyer'), VALID)).body.code).toBe('DEVELOPER_APPROVED');
  });

  it('refuses a second submission while one is pending', () => {
    submitApplication(db, user('buyer'), VALID);
    const failure = failureOf(() => submitApplication(db, user('buyer'), VALID));
    expect([failure.status, failure.body.code]).toEqual([409, 'DEVELOPER_PENDING']);
  });

  it('rejects plain-http redirect URIs off localhost; the corrected resubmission is approved and the rejection kept as history', () => {
    submitApplication(db, user('buyer'), { ...VALID, redirectUris: ['http://buyer-tools.example/cb'] });
    clock += REVIEW_DELAY_MS;
    const rejected = developerStatus(db, user('buyer'));
    expect(rejected.status).toBe('REJECTED');
    expect(rejected.application?.rejectCode).toBe('REDIRECT_URI_NOT_HTTPS');
    clock += 1000;
    submitApplication(db, user('buyer'), VALID);
    clock += REVIEW_DELAY_MS;
    const approved = developerStatus(db, user('buyer'));
    expect(approved.status).toBe('APPROVED');
    expect(approved.history.map((a) => a.status)).toEqual(['REJECTED']);
  });

  it('rejects an applicant without real-name verification', () => {
    submitApplication(db, user('newbie'), VALID);
    clock += REVIEW_DELAY_MS;
    expect(developerStatus(db, user('newbie')).application?.rejectCode).toBe('REALNAME_REQUIRED');
  });

  it("refuses sub-accounts, which see the main account's status without its secret", () => {
    expect(failureOf(() => submitApplication(db, user('supplier_sub'), VALID)).status).toBe(403);
    expect(developerStatus(db, user('supplier_sub')).status).toBe('REJECTED'); // supplier's seeded rejection
  });
});
