import { lazy, Suspense } from 'react';
import { Route } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { AreaRoutes } from '@mailplan/ui/components';
import { ConceptsPage } from '../concepts/ConceptsPage';

// The edit form (react-hook-form, zod) is not part of the list's first load.
const ConceptEditPage = lazy(() => import('../concepts/ConceptEditPage').then((m) => ({ default: m.ConceptEditPage })));

/** Exposed as `mfe_strategy/EmailConcepts`, mounted under `/email-concepts/*`. */
export default function EmailConceptsArea() {
  return (
    <AreaRoutes>
      <Route index element={<ConceptsPage />} />
      <Route
        path="edit/:id"
        element={
          <Suspense
            fallback={
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
                <CircularProgress aria-label="Loading the concept" />
              </Box>
            }
          >
            <ConceptEditPage />
          </Suspense>
        }
      />
    </AreaRoutes>
  );
}
