import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { JobQueue } from '../jobs/job-types.ts';

/** A file sent with a mail. The payload is JSON, so binary content travels as base64. */
export interface MailAttachment {
  filename: string;
  content: string;
  /** e.g. `text/calendar; method=REQUEST; charset=utf-8` for a calendar invite (.ics). */
  contentType: string;
  /** How `content` is written: utf-8 text (default) or base64. */
  encoding?: 'utf-8' | 'base64';
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * A calendar invite shown by mail clients as an event to accept (nodemailer's icalEvent: a
   * text/calendar alternative part with the given method, and the same .ics as an attachment).
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string; filename?: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Mail goes out through the job queue, never inline in a request: `ctx.jobs.send('mail.send', message)`.
 * A failed send (SMTP down) is retried with backoff by the queue.
 */
declare module '../jobs/job-types.ts' {
  interface JobPayloads {
    /** One email through the mailer (SMTP or the .eml outbox). */
    'mail.send': MailMessage;
  }
}

export function registerMailJob(jobs: JobQueue, mailer: Mailer) {
  jobs.register('mail.send', (message) => mailer.send(message));
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in the outbox, so mail works on a laptop. */
export function createMailer(
  options: { smtpUrl?: string; from: string; outboxDir: string },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
