@_exported import Brisk
