/** The error and not-found screens' texts, exactly as spec section 2 (Error and 404 screens) gives them. */
export const ERROR_HEADING = 'Something Went Wrong';
export const errorExplanation = (brand: string) => `A ${brand} employee will look into the issue`;
export const TRY_AGAIN_TEXT = 'Try Again';
export const RETURN_HOME_TEXT = 'Return Home';

export const NOT_FOUND_HEADING = '404';
export const NOT_FOUND_TEXT = 'This page does not exist';

export const ROUTE_ERROR_HEADING = 'Something went wrong!';
export const SHOW_ERROR_TEXT = 'Show Error';
export const HIDE_ERROR_TEXT = 'Hide Error';
/** Shown under 'Show Error' when what was thrown carries no message of its own. */
export const UNKNOWN_ERROR_TEXT = 'An unknown error occurred';
