import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { deferred, mockApi, requestLog, type FakeAnswer } from '@mailplan/testing';
import { moduleFixture, moduleSummaryFixture, renderModules, sentPaths } from './modules.fixtures';

// MUI inputs driven through user-event are slow on a busy machine (a whole module takes 15-30 s
// there); the default 5 s is too tight.
jest.setTimeout(60_000);

const nameInput = () => screen.getByRole('textbox', { name: /module name/i });
const descriptionInput = () => screen.getByRole('textbox', { name: /description/i });
const htmlInput = () => screen.getByRole('textbox', { name: /html content/i });
const fieldGroup = (n: number) => screen.getByRole('group', { name: `Field ${n}` });

async function paste(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function chooseCategory(user: UserEvent, category: string) {
  await user.click(screen.getByRole('combobox', { name: /category/i }));
  await user.click(await screen.findByRole('option', { name: category }));
}

/** Fills a valid module with one `headline` field; optional max length left empty. */
async function fillValidModule(user: UserEvent) {
  await paste(user, nameInput(), 'Spring banner');
  await paste(user, descriptionInput(), 'A bold banner');
  await chooseCategory(user, 'header');
  await paste(user, htmlInput(), '<h1>{{headline}}</h1>');
  await user.click(screen.getByRole('button', { name: 'Add field' }));
  await paste(user, within(fieldGroup(1)).getByRole('textbox', { name: /field name/i }), 'headline');
  await paste(user, within(fieldGroup(1)).getByRole('textbox', { name: /purpose/i }), 'The main message');
  await user.click(within(fieldGroup(1)).getByRole('checkbox', { name: 'Required' }));
  await paste(user, within(fieldGroup(1)).getByRole('spinbutton', { name: /minimum length/i }), '3');
}

describe('/modules/new', () => {
  it('labels every input and starts with no fields', () => {
    renderModules('/modules/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Module' })).toBeInTheDocument();
    expect(nameInput()).toBeInTheDocument();
    expect(descriptionInput()).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /category/i })).toBeInTheDocument();
    expect(htmlInput()).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Field \d/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Module' })).toBeEnabled();
  });

  it('shows each validation message and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    const fetch = requestLog();
    renderModules('/modules/new');

    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.click(screen.getByRole('button', { name: 'Create Module' }));

    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(within(fieldGroup(1)).getByText('Field name is required')).toBeInTheDocument();
    expect(within(fieldGroup(1)).getByText('Purpose description is required')).toBeInTheDocument();
    await waitFor(() => expect(nameInput()).toHaveFocus());
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');

    await paste(user, nameInput(), 'x'.repeat(101));
    expect(screen.getByText('Name must be at most 100 characters')).toBeInTheDocument();
    await user.clear(nameInput());
    await paste(user, nameInput(), 'x'.repeat(100));
    expect(screen.queryByText('Name must be at most 100 characters')).not.toBeInTheDocument();

    const group = fieldGroup(1);
    await paste(user, within(group).getByRole('spinbutton', { name: /maximum length/i }), '0');
    expect(within(group).getByText('Maximum length must be a positive integer')).toBeInTheDocument();
    await paste(user, within(group).getByRole('spinbutton', { name: /minimum length/i }), '-1');
    expect(within(group).getByText('Minimum length must be an integer of at least 0')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Module' }));
    expect(sentPaths(fetch)).toEqual([]);
  });

  it('moves the focus to the category select when it is the first invalid input', async () => {
    const user = userEvent.setup();
    renderModules('/modules/new');
    await paste(user, nameInput(), 'Hero');
    await paste(user, descriptionInput(), 'Big picture');
    await user.click(screen.getByRole('button', { name: 'Create Module' }));
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /category/i })).toHaveFocus();
  });

  it('shows a message only after an input is left, before the first submit', async () => {
    const user = userEvent.setup();
    renderModules('/modules/new');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.click(nameInput());
    await user.tab();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.queryByText('Description is required')).not.toBeInTheDocument();
  });

  it('adds and removes fields', async () => {
    const user = userEvent.setup();
    renderModules('/modules/new');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await paste(user, within(fieldGroup(1)).getByRole('textbox', { name: /field name/i }), 'first');
    await paste(user, within(fieldGroup(2)).getByRole('textbox', { name: /field name/i }), 'second');
    const group2 = fieldGroup(2);
    expect(within(group2).getByRole('combobox', { name: 'Type' })).toHaveTextContent('text');
    expect(within(group2).getByRole('checkbox', { name: 'Required' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Remove field 1' }));
    expect(screen.getAllByRole('group', { name: /^Field \d/ })).toHaveLength(1);
    expect(within(fieldGroup(1)).getByRole('textbox', { name: /field name/i })).toHaveValue('second');
    await user.click(screen.getByRole('button', { name: 'Remove field 1' }));
    expect(screen.queryByRole('group', { name: /^Field \d/ })).not.toBeInTheDocument();
  });

  it('warns about placeholders without a field and fields the HTML does not use', async () => {
    const user = userEvent.setup();
    renderModules('/modules/new');
    await paste(user, htmlInput(), '<h1>{{headline}}</h1><p>{{ body }}</p>');
    expect(await screen.findByText('Unknown placeholders in HTML: {{headline}}, {{body}}')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await paste(user, within(fieldGroup(1)).getByRole('textbox', { name: /field name/i }), 'headline');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await paste(user, within(fieldGroup(2)).getByRole('textbox', { name: /field name/i }), 'cta');
    expect(screen.getByText('Unknown placeholders in HTML: {{body}}')).toBeInTheDocument();
    expect(screen.getByText('Fields not used in the HTML: cta')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove field 2' }));
    await paste(user, within(fieldGroup(1)).getByRole('textbox', { name: /field name/i }), 'x');
    // `headlinex` no longer matches: both kinds of warning.
    expect(screen.getByText('Unknown placeholders in HTML: {{headline}}, {{body}}')).toBeInTheDocument();
    expect(screen.getByText('Fields not used in the HTML: headlinex')).toBeInTheDocument();
  });

  it('will not create a module whose placeholders and fields disagree', async () => {
    const user = userEvent.setup();
    const fetch = requestLog();
    renderModules('/modules/new');
    await fillValidModule(user);
    await paste(user, htmlInput(), '<p>{{extra}}</p>');
    await user.click(screen.getByRole('button', { name: 'Create Module' }));
    expect(screen.getByText('Placeholders and fields must match')).toBeInTheDocument();
    expect(screen.getByText('Unknown placeholders in HTML: {{extra}}')).toBeInTheDocument();
    expect(htmlInput()).toHaveFocus();
    expect(sentPaths(fetch)).toEqual([]);
  });

  it('previews the HTML in a same-origin-only frame with sample values for the placeholders', async () => {
    const user = userEvent.setup();
    renderModules('/modules/new');
    expect(screen.queryByTitle('Module preview')).not.toBeInTheDocument();
    await paste(user, htmlInput(), '<h1>{{headline}}</h1><p>{{missing}}</p><script>alert(1)</script>');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await paste(user, within(fieldGroup(1)).getByRole('textbox', { name: /field name/i }), 'headline');

    const frame = screen.getByTitle('Module preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(frame).toHaveAttribute('srcdoc', '<h1>[headline]</h1><p>{{missing}}</p><script>alert(1)</script>');
    expect(frame).toHaveStyle({ height: '400px' });
  });

  it('shows Creating... while pending, then toasts success and returns to the refreshed list', async () => {
    const user = userEvent.setup();
    const created = moduleFixture({ id: 42, name: 'Spring banner', description: 'A bold banner' });
    const post = deferred<FakeAnswer>();
    let listCalls = 0;
    const fetch = mockApi({
      'GET /api/modules': () => {
        listCalls += 1;
        return { status: 200, body: listCalls === 1 ? [moduleSummaryFixture()] : [moduleSummaryFixture(), moduleSummaryFixture(created)] };
      },
      'POST /api/modules': () => post.promise,
    });
    const { toast } = renderModules('/modules');
    expect(await screen.findByRole('link', { name: /Hero banner/ })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'New Module' }));

    await fillValidModule(user);
    await user.click(screen.getByRole('button', { name: 'Create Module' }));

    const pending = await screen.findByRole('button', { name: 'Creating...' });
    expect(pending).toBeDisabled();
    const sentPost = () => fetch.mock.calls.find(([url, i]) => url === '/api/modules' && i?.method === 'POST');
    await waitFor(() => expect(sentPost()).toBeDefined());
    const [, init] = sentPost()!;
    expect(init!.headers).toMatchObject({ 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' });
    expect(JSON.parse(String(init!.body))).toEqual({
      name: 'Spring banner',
      description: 'A bold banner',
      category: 'header',
      html_content: '<h1>{{headline}}</h1>',
      // The empty maximum length is left out.
      fields: [{ name: 'headline', type: 'text', required: true, purpose: 'The main message', minLength: 3 }],
    });

    post.resolve({ status: 201, body: created });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/modules$/));
    expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Module created successfully' });
    expect(await screen.findByRole('link', { name: /Spring banner/ })).toHaveAttribute('href', '/modules/42');
    expect(listCalls).toBe(2);
  });

  it('keeps the values and shows the server message inline and as a destructive toast when creation fails', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/modules': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'A module with this name already exists',
          errors: [{ path: 'fields.0.name', message: 'Field name may only hold letters, digits and _' }],
        },
      },
    });
    const { toast } = renderModules('/modules/new');
    await fillValidModule(user);
    await user.click(screen.getByRole('button', { name: 'Create Module' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A module with this name already exists');
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'A module with this name already exists',
      variant: 'destructive',
    });
    expect(within(fieldGroup(1)).getByText('Field name may only hold letters, digits and _')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/modules/new');
    expect(screen.getByRole('button', { name: 'Create Module' })).toBeEnabled();
    expect(nameInput()).toHaveValue('Spring banner');
    expect(descriptionInput()).toHaveValue('A bold banner');
    expect(htmlInput()).toHaveValue('<h1>{{headline}}</h1>');
    expect(within(fieldGroup(1)).getByRole('textbox', { name: /field name/i })).toHaveValue('headline');
  });
});
