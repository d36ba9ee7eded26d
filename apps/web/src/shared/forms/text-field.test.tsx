import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { choiceField, numberField, textField } from './text-field.ts';
import { useFormValidation } from './use-form-validation.ts';

type Values = { topic: string; capacity: number; lang_code: string };

const setUp = () =>
  renderHook(() =>
    useFormValidation<Values>({ topic: '', capacity: 8, lang_code: 'en' }, { rules: { topic: ['required'] } }),
  );

describe('field wiring', () => {
  it('a text field takes what is typed', () => {
    const { result } = setUp();
    act(() => textField(result.current, 'topic').onChange({ currentTarget: { value: 'Hooping' } }));
    expect(textField(result.current, 'topic').value).toBe('Hooping');
  });

  it('a number field keeps numbers, and a cleared input as 0', () => {
    const { result } = setUp();
    act(() => numberField(result.current, 'capacity').onChange('12'));
    expect(result.current.values.capacity).toBe(12);
    act(() => numberField(result.current, 'capacity').onChange(''));
    expect(result.current.values.capacity).toBe(0);
  });

  it('a choice keeps its option when the chosen option is clicked again (Mantine hands over null)', () => {
    const { result } = setUp();
    act(() => choiceField(result.current, 'lang_code').onChange('es'));
    expect(result.current.values.lang_code).toBe('es');
    act(() => choiceField(result.current, 'lang_code').onChange(null));
    expect(result.current.values.lang_code).toBe('es');
  });

  it("shows the field's error", () => {
    const { result } = setUp();
    act(() => result.current.handleSubmit(() => {})());
    expect(textField(result.current, 'topic').error).toBe('Topic is required.');
  });
});
