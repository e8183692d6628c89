import { api } from '@mailplan/api';
import { keepFirst } from './keep-first';

describe('keepFirst', () => {
  const env = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = env;
    jest.restoreAllMocks();
  });

  it('keeps the first definition of a name injected twice, adds the new names, and logs nothing in a development build', () => {
    process.env.NODE_ENV = 'development';
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.injectEndpoints({ endpoints: (build) => keepFirst({ keepFirstProbe: build.query<string, void>({ query: () => '/first' }) }) });
    const first = api.endpoints as Record<string, unknown>;
    const before = first.keepFirstProbe;
    // what a remote bundling a newer copy of the same endpoint file does
    api.injectEndpoints({
      endpoints: (build) =>
        keepFirst({
          keepFirstProbe: build.query<string, void>({ query: () => '/second' }),
          keepFirstProbeAdded: build.query<string, void>({ query: () => '/added' }),
        }),
    });
    const after = api.endpoints as Record<string, unknown>;
    expect(after.keepFirstProbe).toBe(before);
    expect(after.keepFirstProbeAdded).toBeDefined();
    expect(errors).not.toHaveBeenCalled();

    // RTK Query alone keeps the first one too, but says so in development builds
    api.injectEndpoints({ endpoints: (build) => ({ keepFirstProbe: build.query<string, void>({ query: () => '/third' }) }) });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('keepFirstProbe'));
  });
});
