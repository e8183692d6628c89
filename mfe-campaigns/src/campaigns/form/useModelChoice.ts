import { useEffect, useRef, useState } from 'react';
import type { ModelType } from '../campaign.types';
import { useProviders } from '../providers';

/**
 * The AI provider the form's calls use: the server's default once the providers are read, until
 * the user chooses one.
 */
export function useModelChoice() {
  const { providers, loaded } = useProviders();
  const [modelType, setModelType] = useState<ModelType>('claude');
  const chosen = useRef(false);
  useEffect(() => {
    if (loaded && !chosen.current) setModelType(providers.default);
  }, [loaded, providers.default]);
  return {
    providers,
    loaded,
    modelType,
    choose(value: ModelType) {
      chosen.current = true;
      setModelType(value);
    },
  };
}
