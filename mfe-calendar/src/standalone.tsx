import { useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Provider } from 'react-redux';
import { createAppStore } from '@mailplan/api';
import { NotFound } from '@mailplan/ui';
import { StandaloneFrame } from '@mailplan/ui/standalone';
import ContentCalendarArea from './areas/ContentCalendarArea';

const LINKS = [{ label: 'Content Calendar', href: '/content-calendar' }];

/** mfe-calendar on its own: its area at its full path, with a store of its own. */
export function StandaloneApp() {
  const [store] = useState(createAppStore);
  return (
    <Provider store={store}>
      <StandaloneFrame title="Calendar" links={LINKS}>
        <BrowserRouter>
          <Routes>
            <Route index element={<Navigate to="/content-calendar" replace />} />
            <Route path="/content-calendar/*" element={<ContentCalendarArea />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </BrowserRouter>
      </StandaloneFrame>
    </Provider>
  );
}
