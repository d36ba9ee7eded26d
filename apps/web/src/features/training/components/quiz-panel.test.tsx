import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { signedInWithFetch } from '../../../test/signed-in-fetch.ts';
import { QuizPanel } from './quiz-panel.tsx';

const fetchMock = vi.fn();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const question = (id: number, text: string, right: string, wrong: string) => ({
  id,
  text,
  multiple: false,
  answers: [
    { id: id * 10 + 1, text: right },
    { id: id * 10 + 2, text: wrong },
  ],
});
const QUIZ = {
  id: 7,
  pass_mark: 100,
  last_attempt: null,
  retry_after: 0,
  questions: [question(1, 'Keep what?', 'Bolts', 'Nothing')],
};
/** The server's reply to an attempt: the score and how many were wrong, never which. */
const graded = (wrong: number, total: number, retryAfter: number) => ({
  data: {
    score: Math.floor(((total - wrong) * 100) / total),
    pass_mark: 100,
    passed: wrong === 0,
    wrong_count: wrong,
    question_count: total,
    attempts: 1,
    retry_after: retryAfter,
  },
});

/** The quiz's own live region (the notifications have one too). */
const quizStatus = async () =>
  within(await screen.findByRole('region', { name: /^(Quiz|Cuestionario)$/ })).findByRole('status');

const renderPanel = () =>
  renderWithProviders(<QuizPanel videoId={3} productId="1" lang="en" next={<button type="button">Next</button>} />);

afterEach(async () => {
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

describe('QuizPanel', () => {
  signedInWithFetch(fetchMock);

  it('asks for every answer, shows a failed score with how many were wrong and the wait, then retries and passes', async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/quiz?')) return json({ data: QUIZ });
      const body = JSON.parse(String(init?.body)) as { answers: { answer_ids: number[] }[] };
      const right = body.answers[0]!.answer_ids[0] === 11;
      return json(graded(right ? 0 : 1, 1, right ? 0 : 30));
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Submit Quiz' }));
    expect(screen.getByText('Answer every question before submitting.')).toHaveAttribute('role', 'alert');

    await user.click(screen.getByLabelText('Nothing'));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await quizStatus()).toHaveTextContent('You scored 0%; 100% is needed to pass. 1 of 1 answers was wrong.');
    expect(screen.getByText('You can try again in 0:30.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    // The wait has run on the server: Try again asks it, and Submit is open again.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByLabelText('Bolts'));
    expect(await screen.findByRole('button', { name: 'Submit Quiz' })).toBeEnabled();
    expect(screen.queryByText(/You can try again in/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('You passed with 100%.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Quiz' })).getByRole('button', { name: 'Next' })).toBeVisible();
    const [, answerCall] = fetchMock.mock.calls.filter(([url]) => String(url).includes('/answer'));
    expect(answerCall![0]).toBe('/api/quiz/7/answer');
  });

  it('keeps Submit closed while the wait runs, counting it down, and opens it when it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(async () => json({ data: { ...QUIZ, retry_after: 45 } }));
    renderPanel();
    expect(await screen.findByText('You can try again in 0:45.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(screen.getByText('You can try again in 0:30.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(screen.queryByText(/You can try again in/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeEnabled();
  });

  it('reloads the wait when the server refuses an attempt with 429', async () => {
    let quizReads = 0;
    fetchMock.mockImplementation(async (url: string) => {
      if (String(url).includes('/quiz?')) return json({ data: { ...QUIZ, retry_after: quizReads++ === 0 ? 0 : 20 } });
      return json({ message: 'Please wait before answering this quiz again: you can try again in 20 seconds.' }, 429);
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByLabelText('Bolts'));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('You can try again in 0:20.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeDisabled();
  });

  it.each([
    ['en', 'You scored 60%; 100% is needed to pass. 2 of 5 answers were wrong.', 'You can try again in 1:00.'],
    [
      'es',
      'Ha obtenido un 60%; se necesita un 100% para aprobar. 2 de 5 respuestas no eran correctas.',
      'Podrá intentarlo de nuevo en 1:00.',
    ],
  ])('in %s, says how many of the answers were wrong and when to try again', async (lang, status, wait) => {
    await act(() => i18n.changeLanguage(lang));
    const questions = [1, 2, 3, 4, 5].map((id) => question(id, `Question ${id}?`, `Right ${id}`, `Wrong ${id}`));
    fetchMock.mockImplementation(async (url: string) =>
      String(url).includes('/quiz?') ? json({ data: { ...QUIZ, questions } }) : json(graded(2, 5, 60)),
    );
    const user = userEvent.setup();
    renderPanel();
    for (const id of [1, 2, 3, 4, 5])
      await user.click(await screen.findByLabelText(id <= 2 ? `Wrong ${id}` : `Right ${id}`));
    await user.click(screen.getByRole('button', { name: lang === 'en' ? 'Submit Quiz' : 'Enviar cuestionario' }));
    expect(await quizStatus()).toHaveTextContent(status);
    expect(screen.getByText(wait)).toBeInTheDocument();
  });
});
