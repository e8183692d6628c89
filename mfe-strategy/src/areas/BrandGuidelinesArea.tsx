import { Route } from 'react-router';
import { AreaRoutes } from '@mailplan/ui/components';
import { GuidelinesGeneratorPage } from '../guidelines/GuidelinesGeneratorPage';

/**
 * Exposed as `mfe_strategy/BrandGuidelines`, mounted under `/brand-guidelines/*`. The route table
 * has only `/brand-guidelines/generate`: `/brand-guidelines` itself is an unknown path (404).
 */
export default function BrandGuidelinesArea() {
  return (
    <AreaRoutes>
      <Route path="generate" element={<GuidelinesGeneratorPage />} />
    </AreaRoutes>
  );
}
