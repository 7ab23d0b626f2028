import type { StaffOfferState } from '@portal/shared';

/**
 * Where an offer stands for the service's review: its state, with a pending offer sent back to the company told
 * apart. The repository answers these; the contract's names (`StaffOfferState`) are the presenter's.
 */
export const REVIEW_STATES = ['pending', 'returned', 'published', 'closed', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

const WIRE: Record<ReviewState, StaffOfferState> = {
  pending: 'pendiente',
  returned: 'devuelta',
  published: 'publicada',
  closed: 'cerrada',
  rejected: 'rechazada',
};

/** The contract's name of a review state (the list's tabs, an item's `estado`, the change log's from/to). */
export const wireReviewState = (state: ReviewState): StaffOfferState => WIRE[state];

/** The review state a list filter of the contract names. */
export const reviewStateOfWire = (state: StaffOfferState): ReviewState => REVIEW_STATES.find((review) => WIRE[review] === state) ?? 'pending';
