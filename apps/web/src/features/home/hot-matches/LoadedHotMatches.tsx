import { HotMatchPlaceholder } from './HotMatchPlaceholder';
import HotMatchStrip from './HotMatchStrip';
import { useHotMatches } from './hot-matches-query';

/** The strip with the site's next matches; nothing at all when no match is coming. */
export default function LoadedHotMatches() {
  const { data, isPending } = useHotMatches();
  if (isPending) return <HotMatchPlaceholder />;
  if (!data?.length) return null;
  return <HotMatchStrip matches={data} />;
}
