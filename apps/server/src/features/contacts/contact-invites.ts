import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/database.ts';
import { INVITE_TOKEN_TTL_MINUTES, issuePasswordToken } from '../auth/password-tokens.repository.ts';
import { markInviteSent, retireInviteTokens } from './contacts.repository.ts';

const INVITE_DAYS = Math.round(INVITE_TOKEN_TTL_MINUTES / (24 * 60));

/**
 * Mails a contact a link to choose a password (consumed by POST /api/password/reset), retiring older
 * invite links, and stamps invite_sent_at. Throws when the mail cannot be sent; nothing is stamped then.
 */
export async function sendInvite(ctx: AppContext, contact: { id: number; email: string; first_name: string }) {
  const { db, mailer, config } = ctx;
  const token = await db.transaction().execute(async (trx) => {
    await retireInviteTokens(trx, contact.id);
    return issuePasswordToken(trx, { kind: 'customer_user', id: contact.id }, 'invite', INVITE_TOKEN_TTL_MINUTES);
  });
  const link = `${config.publicUrl}/auth/password/reset?token=${token}`;
  await mailer.send({
    to: contact.email,
    subject: 'Your Owner Portal invitation',
    text: `Hello ${contact.first_name},\n\nYou have been invited to the Owner Portal. Use this link within ${INVITE_DAYS} days to choose your password:\n${link}\n\nYour sign-in is this email address.`,
  });
  const sentAt = nowIso();
  await markInviteSent(db, contact.id, sentAt);
  return sentAt;
}
