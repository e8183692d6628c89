import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound } from './NotFound';

/** An area's route table (`children`, its `Route`s); any other path shows the 404 page. */
export function AreaRoutes({ children }: { children: ReactNode }) {
  return (
    <Routes>
      {children}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
