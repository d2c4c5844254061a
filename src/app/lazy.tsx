/**
 * Parts of the page its first paint does without, each a chunk of its own: the panels and the expectations' summary
 * (drawn from the first analysis, which the worker is making meanwhile), the Share menu (with the link codec) and the
 * examples gallery.
 * Each is asked for when the page first renders it and drawn once it has arrived; their props are the components'.
 */
import { useEffect, useState, type ComponentProps, type ComponentType, type ReactElement, type ReactNode } from "react";
import type { Gallery as GalleryComponent } from "./gallery/Gallery";
import type { ExpectationsSummary as ExpectationsSummaryComponent } from "./panels/ExpectationsSummary";
import { PANELS_ID } from "./panels/ids";
import type { Panels as PanelsComponent } from "./panels/Panels";
import type { ShareMenu as ShareMenuComponent } from "./share/ShareMenu";
import { T } from "./texts";

/**
 * The component `load` gives, imported when first drawn; `fallback` stands in for it until then. Not React's lazy
 * and Suspense: a boundary that showed its fallback reveals what arrived up to 300 ms later (React throttles
 * reveals), and the panels' code can arrive after the first answer has. Here the arrival is a state update, drawn
 * at once; a chunk that did not arrive is asked for once more (a dropped connection) before the page gives up on it,
 * and the failure reaches the nearest error boundary as a throw would.
 */
function later<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): (props: P) => ReactElement {
  let arrived: ComponentType<P> | undefined;
  let arriving: Promise<ComponentType<P>> | undefined;
  const get = () =>
    (arriving ??= load()
      .catch(() => load())
      .then((component) => (arrived = component)));
  return function Later(props) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | undefined>(() => arrived);
    const [failed, setFailed] = useState<unknown>(undefined);
    useEffect(() => {
      if (Loaded) return;
      let live = true;
      get().then(
        (component) => live && setLoaded(() => component),
        (error: unknown) => live && setFailed(() => error ?? new Error("a part of the page could not be loaded")),
      );
      return () => {
        live = false;
      };
    }, [Loaded]);
    if (failed !== undefined) throw failed;
    return Loaded ? <Loaded {...props} /> : <>{fallback}</>;
  };
}

/** The panels column before its code has arrived: as it is before the first analysis (the skip link's target). */
const PANELS_ARRIVING = (
  <div className="panels" id={PANELS_ID} tabIndex={-1}>
    <p className="muted">{T.analysing}</p>
  </div>
);

export const Panels = later<ComponentProps<typeof PanelsComponent>>(
  () => import("./panels/Panels").then((m) => m.Panels),
  PANELS_ARRIVING,
);
export const ExpectationsSummary = later<ComponentProps<typeof ExpectationsSummaryComponent>>(
  () => import("./panels/ExpectationsSummary").then((m) => m.ExpectationsSummary),
  // The status region is there from the start, so what it says once drawn is announced.
  <p className="expect-summary" role="status" />,
);
export const ShareMenu = later<ComponentProps<typeof ShareMenuComponent>>(() =>
  import("./share/ShareMenu").then((m) => m.ShareMenu),
);
export const Gallery = later<ComponentProps<typeof GalleryComponent>>(() =>
  import("./gallery/Gallery").then((m) => m.Gallery),
);
