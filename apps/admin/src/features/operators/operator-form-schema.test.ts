import { describe, expect, it } from 'vitest';
import { bodyOf, type OperatorFormValues, operatorFormSchema } from './operator-form-schema';

const filled: OperatorFormValues = {
  username: 'new_content',
  role: 'content',
  generate: true,
  password: '',
};
const problems = (values: Partial<OperatorFormValues>) => {
  const result = operatorFormSchema.safeParse({ ...filled, ...values });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.code}`);
};

describe('the new operator form’s rules', () => {
  it('accepts an operator whose password the server generates', () => {
    expect(problems({})).toEqual([]);
  });

  it('holds the username to the contract’s form (lower-cased before it is judged)', () => {
    expect(problems({ username: 'ab' })).toEqual(['username:invalid_format']);
    expect(problems({ username: 'has space' })).toEqual(['username:invalid_format']);
    expect(problems({ username: 'x'.repeat(41) })).toEqual(['username:invalid_format']);
    expect(problems({ username: ' Mixed_Case1 ' })).toEqual([]);
  });

  it('wants a password of 12 or more with a letter and a digit only when one is set', () => {
    expect(problems({ generate: false, password: 'short1' })).toEqual(['password:custom']);
    expect(problems({ generate: false, password: 'onlylettersherex' })).toEqual([
      'password:custom',
    ]);
    expect(problems({ generate: false, password: '123456789012' })).toEqual(['password:custom']);
    expect(problems({ generate: false, password: 'Strong#Pass2026' })).toEqual([]);
    expect(problems({ generate: true, password: 'x' })).toEqual([]);
  });

  it('sends no password when the server is to make one, and the username lower-cased', () => {
    expect(bodyOf({ ...filled, username: ' New_Content ' })).toEqual({
      username: 'new_content',
      role: 'content',
    });
    expect(bodyOf({ ...filled, generate: false, password: 'Strong#Pass2026' })).toEqual({
      username: 'new_content',
      role: 'content',
      password: 'Strong#Pass2026',
    });
  });
});
