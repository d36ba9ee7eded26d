import { useParams, useSearchParams } from 'react-router';
import { addDays, easternToday, isDay, weekStart } from './week.ts';

/**
 * Where the staff schedule is: its location (the path), its week and view (the URL), and the days its
 * classes are read for: the week, or four weeks in the list, with a day before (Eastern evenings fall
 * on the next UTC day).
 */
export function useSchedulePlace() {
  const { location = '' } = useParams();
  const [params] = useSearchParams();
  const week = weekStart(isDay(params.get('week')) ? params.get('week')! : easternToday());
  const list = params.get('view') === 'list';
  return { location, week, from: addDays(week, -1), to: addDays(week, list ? 28 : 7) };
}
