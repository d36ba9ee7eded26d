import type { AppContext } from '../../shared/app-context.ts';
import { purgeRequestLimits } from '../../shared/request-limits.ts';
import { mailLanguage } from '../../shared/mail-template.ts';
import { passwordResetMail } from './password-reset-mail.ts';
import { issuePasswordToken, RESET_TOKEN_TTL_MINUTES } from './password-tokens.repository.ts';

const DAY_MS = 24 * 60 * 60_000;

declare module '../../jobs/job-types.ts' {
  interface JobPayloads {
    /** Looks the email up and, for a customer account, mails a reset link (POST /api/password/request). */
    'auth.password-reset': { email: string };
  }
}

/**
 * The work behind POST /api/password/request, done after the reply so a known and an unknown email
 * answer alike, in text and in time, and the reply does not tell whether an account exists: look the
 * email up and, for a customer account, mail a reset link. The mail is sent here rather than queued
 * as `mail.send`, so the raw token is never stored in a job row; a failed send fails the job, and
 * its retry issues a fresh link.
 */
export function registerPasswordResetJob(ctx: AppContext) {
  const { db, mailer, config } = ctx;
  ctx.jobs.register('auth.password-reset', async ({ email }) => {
    // Every reset request queues this job, so it also tidies the request counters it leaves behind.
    await purgeRequestLimits(db, DAY_MS);
    const user = await db
      .selectFrom('customer_users')
      .select(['id', 'first_name', 'lang_code'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!user) return;
    const token = await issuePasswordToken(
      db,
      { kind: 'customer_user', id: user.id },
      'reset',
      RESET_TOKEN_TTL_MINUTES,
    );
    await mailer.send(
      passwordResetMail({
        to: email,
        firstName: user.first_name,
        lang: mailLanguage(user.lang_code),
        token,
        minutes: RESET_TOKEN_TTL_MINUTES,
        publicUrl: config.publicUrl,
      }),
    );
  });
}
