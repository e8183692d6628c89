import { useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Provider } from 'react-redux';
import { createAppStore } from '@mailplan/api';
import { NotFound } from '@mailplan/ui';
import { StandaloneFrame } from '@mailplan/ui/standalone';
import ModulesArea from './modules/ModulesArea';
import CampaignsArea from './campaigns/CampaignsArea';

const LINKS = [
  { label: 'Modules', href: '/modules' },
  { label: 'New Module', href: '/modules/new' },
  { label: 'Campaigns', href: '/campaigns' },
];

/** mfe-campaigns on its own: its areas at their full paths, with a store of its own. */
export function StandaloneApp() {
  const [store] = useState(createAppStore);
  return (
    <Provider store={store}>
      <StandaloneFrame title="Campaigns" links={LINKS}>
        <BrowserRouter>
          <Routes>
            <Route index element={<Navigate to="/modules" replace />} />
            <Route path="/modules/*" element={<ModulesArea />} />
            <Route path="/campaigns/*" element={<CampaignsArea />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </BrowserRouter>
      </StandaloneFrame>
    </Provider>
  );
}
