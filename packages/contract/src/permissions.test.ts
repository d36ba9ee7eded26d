import { describe, expect, it } from 'vitest';
import {
  ADMIN_AREAS,
  canOpenArea,
  canPerform,
  ROUTE_NAMES,
  type Action,
  type AdminAreaKey,
  type RouteName,
} from './permissions.ts';
import { STAFF_ROLES, type StaffRole } from './roles.ts';

/** Who may open each admin area, written out again so a change to the data has to be deliberate. */
const NAVIGATION: [AdminAreaKey, StaffRole[]][] = [
  ['contacts', ['admin', 'service', 'tech', 'europe']],
  ['customers', ['admin', 'service', 'tech', 'europe']],
  ['payoutTags', ['admin']],
  ['salesReps', ['admin']],
  // Decision 118: an endpoint's secret signs what other systems trust.
  ['webhooks', ['admin']],
  ['referralHistory', ['admin', 'accounting']],
  ['pendingPayouts', ['admin', 'accounting']],
  ['generalPendingPayouts', ['admin', 'accounting']],
  ['preTraining', ['admin']],
  ['trainingVideos', ['admin']],
  ['postTrainingVideos', ['admin']],
  ['products', ['admin']],
  ['accessories', ['admin']],
  ['notifications', ['admin', 'service', 'tech']],
  ['trainingScheduleUs', ['admin', 'service', 'tech']],
  ['trainingScheduleEu', ['admin', 'europe']],
  // Decision 042 opens event codes to the staff who write customers' records.
  ['events', ['admin', 'service', 'europe']],
  // Decision 114: the business systems' keys can write any company's records.
  ['apiKeys', ['admin']],
  // Decision 124: every staff member reads the audit log; the server keeps non-admins to their own rows.
  ['auditLog', [...STAFF_ROLES]],
];

describe('canOpenArea', () => {
  it('knows exactly the areas of the navigation table', () => {
    expect(Object.keys(ADMIN_AREAS).sort()).toEqual(NAVIGATION.map(([area]) => area).sort());
  });

  describe.each(NAVIGATION)('%s', (area, allowed) => {
    const refused = STAFF_ROLES.filter((role) => !allowed.includes(role));

    it.each(allowed)('opens to %s', (role) => {
      expect(canOpenArea(role, area)).toBe(true);
    });

    if (refused.length > 0) {
      it.each(refused)('is refused to %s', (role) => {
        expect(canOpenArea(role, area)).toBe(false);
      });
    }

    it('is refused to customers and to no role at all', () => {
      expect(canOpenArea('customer', area)).toBe(false);
      expect(canOpenArea(null, area)).toBe(false);
      expect(canOpenArea(undefined, area)).toBe(false);
      expect(canOpenArea('', area)).toBe(false);
    });
  });

  it('matches roles exactly, not by prefix or case', () => {
    expect(canOpenArea('Admin', 'contacts')).toBe(false);
    expect(canOpenArea('admin ', 'contacts')).toBe(false);
  });
});

describe('canPerform', () => {
  const ACTIONS: Action[] = ['create', 'update', 'delete'];
  /** The route names on which tech may not create, update or delete. */
  const TECH_RESTRICTED: RouteName[] = [
    'admin-training-schedule',
    'admin-training-schedule-us',
    'admin-training-schedule-eu',
    'admin-customers',
    'admin-contacts',
    'admin-notifications',
    'admin-sales-reps',
  ];

  it('has route names for exactly the routes tech may not write', () => {
    expect([...ROUTE_NAMES].sort()).toEqual([...TECH_RESTRICTED].sort());
  });

  const cells = TECH_RESTRICTED.flatMap((route) => ACTIONS.map((action) => [action, route] as const));

  it.each(cells.filter(([action, route]) => !(action === 'update' && route === 'admin-contacts')))(
    'denies tech to %s on %s',
    (action, route) => {
      expect(canPerform('tech', action, route)).toBe(false);
    },
  );

  it('lets tech update contacts, the one exception', () => {
    expect(canPerform('tech', 'update', 'admin-contacts')).toBe(true);
  });

  it.each(STAFF_ROLES.filter((role) => role !== 'tech'))('allows %s every action on every route name', (role) => {
    for (const [action, route] of cells) expect(canPerform(role, action, route), `${action} ${route}`).toBe(true);
  });
});
