import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import type { TrainingRegion } from '@owner-portal/contract/schedule/schedule';
import { AdminResourcePage } from '../../../../shared/admin/admin-resource-page.tsx';
import { locationsQuery } from '../api/admin-schedule-api.ts';
import { SCHEDULE_RESOURCES } from '../schedule-resource.tsx';
import '../../schedule-screens-i18n.ts';

/**
 * /admin/training-schedule-{us|eu}/{location}: a location's classes by week or as a list, declared on
 * the admin resource kit (schedule-resource.tsx); staff who may (not tech) create
 * classes from templates, edit, move and cancel them, approve bookings and mark attendance. A missing
 * or unknown location goes to the region's first.
 */
export function AdminSchedulePage({ region }: { region: TrainingRegion }) {
  const { location } = useParams();
  const locations = useQuery(locationsQuery(region));
  const first = locations.data?.[0];
  if (locations.isSuccess && first && !locations.data.some((l) => l.slug === location)) {
    return <Navigate to={`/admin/training-schedule-${region}/${first.slug}`} replace />;
  }
  return <AdminResourcePage key={region} resource={SCHEDULE_RESOURCES[region]} />;
}
