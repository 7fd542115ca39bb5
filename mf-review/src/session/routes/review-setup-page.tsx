import { ReviewFrame } from '../components/review-frame.tsx';

/** /learn/:lang/review: today's review of one deck ('Review <language> cards'). */
export default function ReviewSetupPage() {
  return <ReviewFrame />;
}
