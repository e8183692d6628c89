/// <reference types="webpack/module" />
import { lazy, type ComponentType } from 'react';
import { ComingSoon } from '@mailplan/ui/components';

// The Anthropic API test page is written separately in ../anthropic-test/AnthropicTestPage.tsx.
// A context (rather than a plain import) lets the shell build before that file exists and pick
// it up, as its own lazy chunk, as soon as it does.
const pages = import.meta.webpackContext('..', {
  recursive: true,
  regExp: /^\.\/anthropic-test\/AnthropicTestPage\.tsx$/,
  mode: 'lazy',
});

const key = pages.keys()[0];

function AnthropicTestPlaceholder() {
  return <ComingSoon title="Anthropic API Test" note="The Anthropic API test page is not part of this build yet." />;
}

export const AnthropicTestPage: ComponentType = key
  ? lazy(() => pages(key) as Promise<{ default: ComponentType }>)
  : AnthropicTestPlaceholder;
