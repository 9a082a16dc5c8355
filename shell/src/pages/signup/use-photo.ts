import { useEffect, useState, useSyncExternalStore } from 'react';
import { photoHolder } from './photo-holder';

/** The chosen photo and an object URL to preview it (revoked when it changes). */
export function usePhoto() {
  const file = useSyncExternalStore(photoHolder.subscribe, photoHolder.get, () => null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return { file, url };
}
