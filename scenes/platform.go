package scenes

// filesPossible is whether the game keeps saves and settings in files;
// a variable so that tests can see the browser's way in a desktop build.
var filesPossible = platformFiles
