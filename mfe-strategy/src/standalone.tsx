import { useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Provider } from 'react-redux';
import { createAppStore } from '@mailplan/api';
import { NotFound } from '@mailplan/ui';
import { StandaloneFrame } from '@mailplan/ui/standalone';
import BrandSettingsArea from './areas/BrandSettingsArea';
import BrandGuidelinesArea from './areas/BrandGuidelinesArea';
import EmailStrategyArea from './areas/EmailStrategyArea';
import EmailConceptsArea from './areas/EmailConceptsArea';

const LINKS = [
  { label: 'Brand Settings', href: '/brand-settings' },
  { label: 'Brand Guidelines', href: '/brand-guidelines/generate' },
  { label: 'Email Strategy', href: '/email-strategy' },
  { label: 'Strategy Wizard', href: '/email-strategy/generate' },
  { label: 'Email Concepts', href: '/email-concepts' },
];

/** mfe-strategy on its own: its areas at their full paths, with a store of its own. */
export function StandaloneApp() {
  const [store] = useState(createAppStore);
  return (
    <Provider store={store}>
      <StandaloneFrame title="Strategy" links={LINKS}>
        <BrowserRouter>
          <Routes>
            <Route index element={<Navigate to="/email-strategy" replace />} />
            <Route path="/brand-settings/*" element={<BrandSettingsArea />} />
            <Route path="/brand-guidelines/*" element={<BrandGuidelinesArea />} />
            <Route path="/email-strategy/*" element={<EmailStrategyArea />} />
            <Route path="/email-concepts/*" element={<EmailConceptsArea />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </BrowserRouter>
      </StandaloneFrame>
    </Provider>
  );
}
