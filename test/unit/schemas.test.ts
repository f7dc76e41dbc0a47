/**
 * The shared yup schemas (browser and server) give every message of docs/product.md §5, through the
 * server's validate() which reports the first message of each field.
 */
import { expect } from 'chai';
import { categorySchema, loginSchema, postSchema } from '../../src/shared/schemas/index.js';
import { expertApplicationForm, interestRegistrationForm, suggestionForm, waitlistForm } from '../../src/shared/forms/index.js';
import { ValidationError } from '../../src/services/errors.js';
import { validate } from '../../src/services/validate.js';
import type { AnySchema } from 'yup';

const waitlistSchema = waitlistForm.schema;
const suggestionSchema = suggestionForm.schema;
const expertApplicationSchema = expertApplicationForm.schema;
const interestSchema = interestRegistrationForm.schema;

async function errorsOf(schema: AnySchema, input: unknown): Promise<Record<string, string>> {
  try {
    await validate(schema, input);
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
  return {};
}

describe('shared schemas (docs/product.md §5)', () => {
  it('waitlist: "First name is required", "Last name is required", "Please enter a valid email address"', async () => {
    expect(await errorsOf(waitlistSchema, { firstName: '', lastName: ' ', email: 'no' })).to.deep.equal({
      firstName: 'First name is required', lastName: 'Last name is required', email: 'Please enter a valid email address',
    });
    expect(await errorsOf(waitlistSchema, { firstName: 'A', lastName: 'B', email: 'a@b.co' })).to.deep.equal({});
  });

  it('suggestion: "Name must be at least 2 characters", "Your suggestion must be at least 10 characters"; type any string', async () => {
    expect(await errorsOf(suggestionSchema, { name: 'A', email: 'a@b.co', message: '123456789' })).to.deep.equal({
      name: 'Name must be at least 2 characters', message: 'Your suggestion must be at least 10 characters',
    });
    const value = await validate(suggestionSchema, { name: 'Al', email: 'a@b.co', message: '1234567890', type: 'anything' });
    expect(value.type).to.equal('anything');
    expect((await validate(suggestionSchema, { name: 'Al', email: 'a@b.co', message: '1234567890' })).type).to.equal('topic');
  });

  it('expert application: name minimums, link required and a URL', async () => {
    expect(await errorsOf(expertApplicationSchema, { firstName: 'A', lastName: 'B', email: 'x' })).to.deep.equal({
      firstName: 'First name must be at least 2 characters', lastName: 'Last name must be at least 2 characters',
      email: 'Please enter a valid email address', link: 'Please provide a website or social media URL',
    });
    const valid = { firstName: 'Al', lastName: 'Bo', email: 'a@b.co' };
    expect(await errorsOf(expertApplicationSchema, { ...valid, link: 'instagram.com/coach' })).to.deep.equal({
      link: 'Please enter a valid URL (including https://)',
    });
    for (const link of ['https://instagram.com/coach', 'http://coach.example.org/about?x=1']) {
      expect(await errorsOf(expertApplicationSchema, { ...valid, link }), link).to.deep.equal({});
    }
    expect((await validate(expertApplicationSchema, { ...valid, link: 'https://a.co', about: null })).about).to.equal('');
  });

  it('login: "Username is required", "Password is required"', async () => {
    expect(await errorsOf(loginSchema, {})).to.deep.equal({ username: 'Username is required', password: 'Password is required' });
    expect((await validate(loginSchema, { username: ' admin ', password: ' pw ' }))).to.deep.equal({ username: 'admin', password: ' pw ' });
  });

  it('post: "Please select at least one category" and the non-empty rules; status defaults to published', async () => {
    const valid = { title: 'T', slug: 't', excerpt: 'E', content: '<p>C</p>', categories: ['Confidence'], publishDate: '2026-01-01', author: 'A' };
    expect(await errorsOf(postSchema, { ...valid, categories: [] })).to.deep.equal({ categories: 'Please select at least one category' });
    const value = await validate(postSchema, valid);
    expect(value.status).to.equal('published');
    expect(value.imageUrl).to.equal('');
    expect(value.publishDate).to.be.instanceOf(Date);
  });

  it('category: name, group (fuel, sport, training_phase) and slug required; description optional', async () => {
    expect(await errorsOf(categorySchema, { group: '' })).to.deep.equal({
      name: 'Name is required', group: 'Group is required', slug: 'Slug is required',
    });
    expect(await errorsOf(categorySchema, { name: 'N', group: 'swim', slug: 'n' })).to.deep.equal({
      group: 'Group must be one of fuel, sport, training_phase',
    });
    for (const group of ['fuel', 'sport', 'training_phase']) {
      expect((await validate(categorySchema, { name: 'N', group, slug: 'n' })).description, group).to.equal('');
    }
  });

  it('interest registration: name, e-mail and one of the offered interests', async () => {
    expect(await errorsOf(interestSchema, { name: 'Al', email: 'a@b.co', interest: 'group-discussions' })).to.deep.equal({});
    expect(await errorsOf(interestSchema, { name: 'Al', email: 'a@b.co', interest: 'yoga' })).to.deep.equal({
      interest: 'Please choose what you are interested in',
    });
  });

  it('every form wants an e-mail address with a dotted domain ("a@b" is refused)', async () => {
    const valid = {
      waitlist: { firstName: 'A', lastName: 'B' }, suggestion: { name: 'Al', message: '1234567890' },
      expert: { firstName: 'Al', lastName: 'Bo', link: 'https://a.co' }, interest: { name: 'Al', interest: 'both' },
    };
    const schemas = { waitlist: waitlistSchema, suggestion: suggestionSchema, expert: expertApplicationSchema, interest: interestSchema };
    for (const [name, schema] of Object.entries(schemas)) {
      const rest = valid[name as keyof typeof valid];
      for (const email of ['a@b', 'a@b.', 'a@.co', 'a@b..co']) {
        expect(await errorsOf(schema, { ...rest, email }), `${name} ${email}`).to.deep.equal({ email: 'Please enter a valid email address' });
      }
      for (const email of ['a@b.co', 'first.last+tag@mail.example.org']) expect(await errorsOf(schema, { ...rest, email }), `${name} ${email}`).to.deep.equal({});
    }
  });

  it('drops the honeypot field and unknown fields from the value', async () => {
    const value = await validate(waitlistSchema, { firstName: 'A', lastName: 'B', email: 'a@b.co', website: 'http://spam', admin: true });
    expect(value).to.deep.equal({ firstName: 'A', lastName: 'B', email: 'a@b.co' });
  });
});
