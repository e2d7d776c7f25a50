// What "Using the controllers in your app" takes from the reader's app: nothing.
