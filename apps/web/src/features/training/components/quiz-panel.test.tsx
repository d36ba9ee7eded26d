import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { signedInWithFetch } from '../../../test/signed-in-fetch.ts';
import { QuizPanel } from './quiz-panel.tsx';

const fetchMock = vi.fn();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const QUIZ = {
  id: 7,
  pass_mark: 100,
  last_attempt: null,
  questions: [
    {
      id: 1,
      text: 'Keep what?',
      multiple: false,
      answers: [
        { id: 11, text: 'Bolts' },
        { id: 12, text: 'Nothing' },
      ],
    },
  ],
};

describe('QuizPanel', () => {
  signedInWithFetch(fetchMock);

  it('asks for every answer, shows a failed score with the wrong question, then retries and passes', async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/quiz?')) return json({ data: QUIZ });
      const body = JSON.parse(String(init?.body)) as { answers: { answer_ids: number[] }[] };
      const right = body.answers[0]!.answer_ids[0] === 11;
      return json({
        data: {
          score: right ? 100 : 0,
          pass_mark: 100,
          passed: right,
          wrong_question_ids: right ? [] : [1],
          attempts: 1,
        },
      });
    });
    const user = userEvent.setup();
    renderWithProviders(<QuizPanel videoId={3} productId="1" lang="en" next={<button type="button">Next</button>} />);
    await user.click(await screen.findByRole('button', { name: 'Submit Quiz' }));
    expect(screen.getByText('Answer every question before submitting.')).toHaveAttribute('role', 'alert');

    await user.click(screen.getByLabelText('Nothing'));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText(/You scored 0%; 100% is needed to pass\./)).toBeInTheDocument();
    expect(screen.getByText('Not right yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByLabelText('Bolts'));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('You passed with 100%.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Quiz' })).getByRole('button', { name: 'Next' })).toBeVisible();
    const [, answerCall] = fetchMock.mock.calls.filter(([url]) => String(url).includes('/answer'));
    expect(answerCall![0]).toBe('/api/quiz/7/answer');
  });
});
