// The edit page's forms around its songs (details; add by link, from the
// catalogue, delete) without their code in /playlists/{id}/edit's first
// load: decision 077's pattern, as /practice's __deferred-practice.tsx. The
// server renders them itself (through __edit-forms.server.ts; the browser's build
// gets an empty module there), so the HTML is complete and the forms post
// without JavaScript; in the browser __edit-additions.tsx is a chunk of its
// own, and React hydrates them when it arrives (each Suspense boundary keeps
// the server's HTML meanwhile).
import { lazy, memo, Suspense } from "react";
import type { EditAdditionsProps, EditDetailsProps } from "./__edit-additions";
import { EditAdditions as ServerEditAdditions, EditDetails as ServerEditDetails } from "./__edit-forms.server";

const editForms = () => import("./__edit-additions");
const BrowserEditAdditions = lazy(() => editForms().then((module) => ({ default: module.EditAdditions })));
const BrowserEditDetails = lazy(() => editForms().then((module) => ({ default: module.EditDetails })));

// Memoised: a render of the page with the same props leaves a boundary still waiting for its
// chunk alone (an update there would make React drop the server's HTML and draw it anew).
export const DeferredEditDetails = memo(function DeferredEditDetails(props: EditDetailsProps) {
  const Details = ServerEditDetails ?? BrowserEditDetails;
  return (
    <Suspense fallback={null}>
      <Details {...props} />
    </Suspense>
  );
});

export const DeferredEditAdditions = memo(function DeferredEditAdditions(props: EditAdditionsProps) {
  const Additions = ServerEditAdditions ?? BrowserEditAdditions;
  return (
    <Suspense fallback={null}>
      <Additions {...props} />
    </Suspense>
  );
});
