import { useEffect, useState, useSyncExternalStore } from 'react';
import { photoHolder, type PhotoHolder } from './photo-holder';

/** The chosen photo (the profile photo unless another holder is given) and an object URL to preview it. */
export function usePhoto(holder: PhotoHolder = photoHolder) {
  const file = useSyncExternalStore(holder.subscribe, holder.get, () => null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return { file, url };
}
