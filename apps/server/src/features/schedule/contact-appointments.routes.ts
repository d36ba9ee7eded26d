import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { idParams } from '@owner-portal/contract/params';
import { contactAppointmentList } from '@owner-portal/contract/schedule/schedule';
import type { AppContext } from '../../shared/app-context.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { listContactAppointments } from './appointments.repository.ts';

/**
 * A contact's live-training history on the contact screen, so staff see attendance where they look
 * the owner up. Whoever may open contacts reads it, as contacts are not split by subsidiary: a
 * contact's classes of both regions are listed, each with its region.
 */
export function contactAppointmentsRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/customer_users/:id/appointments',
      {
        config: { access: { kind: 'staff', areas: ['contacts'] } },
        schema: {
          tags: ['contacts'],
          summary:
            "A contact's live-training bookings in every status (booked to attended or no-show), newest class first",
          params: idParams,
          response: { 200: contactAppointmentList, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const { id } = request.params;
        const contact = await db.selectFrom('customer_users').select('id').where('id', '=', id).executeTakeFirst();
        if (!contact) throw notFound();
        return { data: await listContactAppointments(db, id) };
      },
    );
  };
}
