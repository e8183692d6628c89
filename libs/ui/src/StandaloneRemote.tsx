import { useState, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Provider } from 'react-redux';
import { createAppStore } from '@mailplan/api';
import { NotFound } from './NotFound';
import { StandaloneFrame, type StandaloneLink } from './StandaloneFrame';

export interface StandaloneRemoteProps {
  /** The remote's name in the bar, e.g. 'Campaigns'. */
  title: string;
  /** Each area's component at its full path: `{ '/modules': ModulesArea }` renders it under `/modules/*`. */
  areas: Record<string, ComponentType>;
  /** Where `/` goes. */
  home: string;
  /** The bar's links to the areas' pages. */
  links: StandaloneLink[];
}

/**
 * A micro-frontend on its own dev server (`nx serve mfe-...`): its areas at their full paths, with
 * a store of its own, in the standalone frame (theme, toasts, links, session check); any other
 * path is the product's 404. Inside the shell none of this is used.
 */
export function StandaloneRemote({ title, areas, home, links }: StandaloneRemoteProps) {
  const [store] = useState(createAppStore);
  return (
    <Provider store={store}>
      <StandaloneFrame title={title} links={links}>
        <BrowserRouter>
          <Routes>
            <Route index element={<Navigate to={home} replace />} />
            {Object.entries(areas).map(([path, Area]) => (
              <Route key={path} path={`${path}/*`} element={<Area />} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </BrowserRouter>
      </StandaloneFrame>
    </Provider>
  );
}
