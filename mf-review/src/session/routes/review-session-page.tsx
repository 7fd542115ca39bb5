import { ReviewFrame } from '../components/review-frame.tsx';

/** /learn/:lang/review/go: the daily review session. */
export default function ReviewSessionPage() {
  return <ReviewFrame session />;
}
