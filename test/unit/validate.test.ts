import { expect } from 'chai';
import { object, string } from 'yup';
import { ConflictError, NotFoundError, UnauthenticatedError, ValidationError } from '../../src/services/errors.js';
import { parseId, validate } from '../../src/services/validate.js';

describe('validate() and parseId()', () => {
  const schema = object({ name: string().required('Name is required').min(3, 'Too short'), tags: object({}).optional() });

  it('refuses anything but a plain object with a body error', async () => {
    for (const input of [null, undefined, 'x', 5, [], [{ name: 'abc' }]]) {
      const error = await validate(schema, input).catch((caught: unknown) => caught);
      expect(error, JSON.stringify(input)).to.be.instanceOf(ValidationError);
      expect((error as ValidationError).errors).to.deep.equal({ body: 'The request body must be a JSON object' });
    }
  });

  it('reports the first message of each field, and the first field message as the error message', async () => {
    const error = (await validate(schema, { name: '' }).catch((caught: unknown) => caught)) as ValidationError;
    expect(error.errors).to.deep.equal({ name: 'Name is required' });
    expect(error.message).to.equal('Name is required');
    expect(error.code).to.equal('BAD_USER_INPUT');
  });

  it('parses positive whole-number ids and nothing else', () => {
    expect(parseId('42')).to.equal(42);
    expect(parseId(7)).to.equal(7);
    for (const bad of ['abc', '0', '-1', '1.5', '1e3', '', ' 1', '12345678901', 0, -3, 1.5, NaN, null, undefined, {}, ['1']]) {
      expect(parseId(bad), JSON.stringify(bad)).to.equal(null);
    }
  });

  it('carries codes and field messages on the typed errors', () => {
    expect(new NotFoundError('Post not found')).to.include({ code: 'NOT_FOUND', message: 'Post not found' });
    expect(new ConflictError('Taken', 'slug')).to.deep.include({ code: 'CONFLICT', errors: { slug: 'Taken' } });
    expect(new UnauthenticatedError().message).to.equal('You must be logged in as an administrator');
  });
});
