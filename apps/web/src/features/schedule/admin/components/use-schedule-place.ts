import { useParams, useSearchParams } from 'react-router';
import { addDays, easternToday, isDay, weekStart } from './week.ts';

/**
 * Where the staff schedule is: its location (the path), its week and view (the URL), and the days its
 * classes are read for: the week the header shows, in the week view and the list alike, with a day on
 * either side (Eastern evenings fall on the next UTC day; the list keeps the week's own days).
 */
export function useSchedulePlace() {
  const { location = '' } = useParams();
  const [params] = useSearchParams();
  const week = weekStart(isDay(params.get('week')) ? params.get('week')! : easternToday());
  return { location, week, from: addDays(week, -1), to: addDays(week, 7) };
}
