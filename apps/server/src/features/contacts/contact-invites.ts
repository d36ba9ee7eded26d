import type { AppContext } from '../../shared/app-context.ts';
import { nowIso, type Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-types.ts';
import { INVITE_TOKEN_TTL_MINUTES, issuePasswordToken } from '../auth/auth.feature.ts';
import { mailLanguage } from '../../shared/mail-template.ts';
import { markInviteSent, retireInviteTokens } from './contacts.repository.ts';
import { inviteMail } from './invite-mail.ts';

const INVITE_DAYS = Math.round(INVITE_TOKEN_TTL_MINUTES / (24 * 60));

declare module '../../jobs/job-types.ts' {
  interface JobPayloads {
    /** Mails a contact a fresh set-password link (contacts: create, reinvite). */
    'contacts.invite': { customer_user_id: number };
  }
}

/**
 * Queues the contact's invite and stamps invite_sent_at, in the caller's transaction (the contact's
 * audited write), so they exist exactly when the write does. While one invite waits to go out,
 * another for the same contact is not queued twice (the waiting one will carry a fresh link).
 * `startAfter` paces a spreadsheet import's invitations (IMPORT_INVITES_PER_MINUTE).
 */
export async function queueInvite(
  jobs: JobQueue,
  trx: Db,
  contactId: number,
  options: { startAfter?: Date } = {},
): Promise<void> {
  await jobs.send(
    'contacts.invite',
    { customer_user_id: contactId },
    { transaction: trx, singletonKey: `contact:${contactId}`, startAfter: options.startAfter },
  );
  await markInviteSent(trx, contactId, nowIso());
}

/**
 * Mails a contact a link to choose a password (consumed by POST /api/password/reset), retiring older
 * invite links. The mail is sent by this job rather than queued as `mail.send`, so the raw token is
 * never stored in a job row; a failed send fails the job, and its retry issues a fresh link.
 */
export function registerInviteJob(ctx: AppContext) {
  const { db, mailer, config } = ctx;
  ctx.jobs.register('contacts.invite', async ({ customer_user_id: id }) => {
    const contact = await db
      .selectFrom('customer_users')
      .select(['email', 'first_name', 'lang_code'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!contact) return; // deleted since
    const token = await db.transaction().execute(async (trx) => {
      await retireInviteTokens(trx, id);
      return issuePasswordToken(trx, { kind: 'customer_user', id }, 'invite', INVITE_TOKEN_TTL_MINUTES);
    });
    await mailer.send(
      inviteMail({
        to: contact.email,
        firstName: contact.first_name,
        lang: mailLanguage(contact.lang_code),
        token,
        days: INVITE_DAYS,
        publicUrl: config.publicUrl,
      }),
    );
  });
}
